"""The secured local broker's parts (standard library only, like broker.py, which uses them):
a throwaway CA and certificates made with the JDK's keytool, SCRAM users and their password
files, and the server properties of SASL_SSL and mutual-TLS listeners with the KRaft
StandardAuthorizer on.

Listeners of a secured broker (all on 127.0.0.1):
- SASL_SSL on the broker's port: SCRAM-SHA-512, SCRAM-SHA-256, PLAIN and OAUTHBEARER (Kafka's
  unsecured JWS validator: a local test broker has no identity provider); inter-broker too,
  as `admin` over SCRAM-SHA-512;
- MTLS (protocol SSL, client certificates required), whose principal is the certificate's CN;
- CONTROLLER: SASL_PLAINTEXT with PLAIN, as `admin`.
`admin` is the only super user and `allow.everyone.if.no.acl.found=false`: every other user
can do only what an ACL allows (`convcompact acls`).

The certificates live in `<cache>/tls` (out of the repository; made once, valid 30 days, made
again when less than a day is left); the users' passwords in `<data dir>/secrets`, one file
each (mode 0600), made anew with each fresh data dir.
"""

from __future__ import annotations

import base64
import concurrent.futures
import json
import os
import secrets
import shutil
import subprocess
import time
from pathlib import Path

USERS = ("admin", "producer", "worker", "reader")
MECHANISMS = ("SCRAM-SHA-512", "SCRAM-SHA-256", "PLAIN", "OAUTHBEARER")
VALID_DAYS = 30
_MARKER = "tls.json"
_STOREPASS_ENV = "CONVCOMPACT_TLS_STOREPASS"  # keytool reads the store password from here, never argv

# Exports the private keys keytool made as PKCS#8 PEM (what Python's ssl loads); run once as a
# single-file program (java 11+), stores and aliases as arguments, the store password from env.
_PEM_KEY_JAVA = """
import java.io.FileInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.Base64;

public class PemKey {
    public static void main(String[] args) throws Exception {
        char[] pass = System.getenv("%s").toCharArray();
        for (int i = 0; i + 2 < args.length; i += 3) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            try (FileInputStream in = new FileInputStream(args[i])) { store.load(in, pass); }
            byte[] der = store.getKey(args[i + 1], pass).getEncoded();
            String body = Base64.getMimeEncoder(64, "\\n".getBytes()).encodeToString(der);
            Files.writeString(Path.of(args[i + 2]), "-----BEGIN PRIVATE KEY-----\\n" + body + "\\n-----END PRIVATE KEY-----\\n");
        }
    }
}
""" % _STOREPASS_ENV


class TlsError(RuntimeError):
    """keytool or java failed making the throwaway certificates."""


def _private(path: Path, text: str) -> None:
    path.write_text(text)
    path.chmod(0o600)


def _run(cmd: list[str], env: dict[str, str]) -> None:
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise TlsError(f"{Path(cmd[0]).name} {cmd[1]} failed (exit {proc.returncode}): {(proc.stdout + proc.stderr).strip()[-600:]}")


def tls_material(tls_dir: Path, keytool: str, java: str) -> Path:
    """A CA (`ca.pem`), the broker's keystore (`broker.p12`, and `broker.pem`/`broker.key`: for
    127.0.0.1 and localhost) and a client certificate and key per user (`<user>.pem`, `<user>.key`, CN=<user>), made with
    keytool once into `tls_dir`; made again when missing or about to expire. The caller holds
    a lock on the folder. Returns `tls_dir`."""
    marker = tls_dir / _MARKER
    try:
        made = json.loads(marker.read_text())
        if made["expires"] - time.time() > 86400 and set(USERS) <= set(made["users"]) and (tls_dir / "broker.key").exists():
            return tls_dir
    except (OSError, ValueError, KeyError):
        pass
    shutil.rmtree(tls_dir, ignore_errors=True)
    tls_dir.mkdir(parents=True)
    tls_dir.chmod(0o700)
    storepass = secrets.token_urlsafe(18)
    _private(tls_dir / "store.password", storepass + "\n")
    env = {**os.environ, _STOREPASS_ENV: storepass}
    days = str(VALID_DAYS)

    def keytool_(*args: str) -> None:
        _run([keytool, *args, "-storepass:env", _STOREPASS_ENV], env)

    def store(name: str) -> list[str]:
        return ["-keystore", str(tls_dir / f"{name}.p12"), "-storetype", "PKCS12"]

    keytool_("-genkeypair", "-alias", "ca", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=convcompact-test-ca",
             "-ext", "bc:c", "-validity", days, "-keypass:env", _STOREPASS_ENV, *store("ca"))
    keytool_("-exportcert", "-rfc", "-alias", "ca", "-file", str(tls_dir / "ca.pem"), *store("ca"))

    def identity(name: str) -> None:
        ext = ["-ext", "SAN=ip:127.0.0.1,dns:localhost"] if name == "broker" else []
        keytool_("-genkeypair", "-alias", name, "-keyalg", "EC", "-groupname", "secp256r1", "-dname", f"CN={name}",
                 "-validity", days, "-keypass:env", _STOREPASS_ENV, *store(name))
        keytool_("-certreq", "-alias", name, "-file", str(tls_dir / f"{name}.csr"), *store(name))
        keytool_("-gencert", "-alias", "ca", "-infile", str(tls_dir / f"{name}.csr"), "-outfile", str(tls_dir / f"{name}.pem"),
                 "-rfc", "-validity", days, "-ext", "EKU=serverAuth,clientAuth", *ext, *store("ca"))
        if name == "broker":  # the broker's keystore holds its signed certificate (its chain starts at the CA)
            keytool_("-importcert", "-noprompt", "-alias", "ca", "-file", str(tls_dir / "ca.pem"), *store(name))
            keytool_("-importcert", "-alias", name, "-file", str(tls_dir / f"{name}.pem"), *store(name))

    with concurrent.futures.ThreadPoolExecutor(4) as pool:  # each keytool run is a JVM start
        list(pool.map(identity, ("broker", *USERS)))
    source = tls_dir / "PemKey.java"
    source.write_text(_PEM_KEY_JAVA)
    names = ("broker", *USERS)  # broker.key too: a worker's web port can serve with broker.pem (127.0.0.1)
    triples = [x for name in names for x in (str(tls_dir / f"{name}.p12"), name, str(tls_dir / f"{name}.key"))]
    _run([java, str(source), *triples], env)
    for name in names:
        (tls_dir / f"{name}.key").chmod(0o600)
    marker.write_text(json.dumps({"users": list(USERS), "made": time.time(), "expires": time.time() + VALID_DAYS * 86400}))
    return tls_dir


def write_passwords(secrets_dir: Path) -> dict[str, str]:
    """A fresh random password per user, each in `<secrets_dir>/<user>.password` (0600)."""
    secrets_dir.mkdir(parents=True, exist_ok=True)
    secrets_dir.chmod(0o700)
    passwords = {}
    for user in USERS:
        passwords[user] = secrets.token_urlsafe(24)
        _private(secrets_dir / f"{user}.password", passwords[user] + "\n")
    return passwords


def read_passwords(secrets_dir: Path) -> dict[str, str]:
    return {user: (secrets_dir / f"{user}.password").read_text().strip() for user in USERS}


def oauth_token_file(secrets_dir: Path, user: str, lifetime_s: int = 86400) -> Path:
    """An unsecured JWS (`alg: none`) naming `user` as its subject, which the broker's default
    OAUTHBEARER validator accepts: a stand-in for an identity provider's token."""

    def part(obj: dict[str, object]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

    now = int(time.time())
    path = secrets_dir / f"{user}.oauth-token"
    _private(path, f"{part({'alg': 'none'})}.{part({'sub': user, 'iat': now, 'exp': now + lifetime_s})}.\n")
    return path


def scram_format_args(passwords: dict[str, str]) -> list[str]:
    """`kafka-storage format` arguments that create every user's SCRAM credentials (KIP-900:
    a KRaft cluster has them before its first start, so inter-broker SCRAM works at once)."""
    return [arg for user, pw in passwords.items() for mech in ("SCRAM-SHA-512", "SCRAM-SHA-256")
            for arg in ("--add-scram", f"{mech}=[name={user},password={pw}]")]


def secure_properties(host: str, port: int, mtls_port: int, controller_port: int, tls_dir: Path, passwords: dict[str, str]) -> dict[str, str]:
    """The listener, TLS, SASL and authorizer properties of a secured single-node broker."""
    storepass = (tls_dir / "store.password").read_text().strip()
    admin = passwords["admin"]
    plain_users = " ".join(f'user_{u}="{pw}"' for u, pw in passwords.items())
    return {
        "listeners": f"SASL_SSL://{host}:{port},MTLS://{host}:{mtls_port},CONTROLLER://{host}:{controller_port}",
        "advertised.listeners": f"SASL_SSL://{host}:{port},MTLS://{host}:{mtls_port}",
        "listener.security.protocol.map": "CONTROLLER:SASL_PLAINTEXT,SASL_SSL:SASL_SSL,MTLS:SSL",
        "inter.broker.listener.name": "SASL_SSL",
        "sasl.enabled.mechanisms": ",".join(MECHANISMS),
        "sasl.mechanism.inter.broker.protocol": "SCRAM-SHA-512",
        "sasl.mechanism.controller.protocol": "PLAIN",
        "listener.name.controller.sasl.enabled.mechanisms": "PLAIN",
        "listener.name.controller.plain.sasl.jaas.config":
            f'org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="{admin}" user_admin="{admin}";',
        "listener.name.sasl_ssl.scram-sha-512.sasl.jaas.config":
            f'org.apache.kafka.common.security.scram.ScramLoginModule required username="admin" password="{admin}";',
        "listener.name.sasl_ssl.scram-sha-256.sasl.jaas.config": "org.apache.kafka.common.security.scram.ScramLoginModule required;",
        "listener.name.sasl_ssl.plain.sasl.jaas.config":
            f'org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="{admin}" {plain_users};',
        "listener.name.sasl_ssl.oauthbearer.sasl.jaas.config":
            'org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required unsecuredLoginStringClaim_sub="admin";',
        "ssl.keystore.type": "PKCS12",
        "ssl.keystore.location": str(tls_dir / "broker.p12"),
        "ssl.keystore.password": storepass,
        "ssl.key.password": storepass,
        "ssl.truststore.type": "PEM",
        "ssl.truststore.location": str(tls_dir / "ca.pem"),
        "listener.name.mtls.ssl.client.auth": "required",
        "listener.name.mtls.ssl.principal.mapping.rules": "RULE:^CN=([^,]+).*$/$1/,DEFAULT",
        "authorizer.class.name": "org.apache.kafka.metadata.authorizer.StandardAuthorizer",
        "super.users": "User:admin",
        "allow.everyone.if.no.acl.found": "false",
    }


def client_env(bootstrap: str, mtls_bootstrap: str, tls_dir: Path, secrets_dir: Path, user: str = "admin", mechanism: str = "SCRAM-SHA-512") -> dict[str, str]:
    """The settings (KAFKA_* environment) with which `user` reaches the secured broker: over
    SASL_SSL with `mechanism`, or with `mechanism="MTLS"` by its client certificate."""
    base = {"KAFKA_SSL_CAFILE": str(tls_dir / "ca.pem")}
    if mechanism == "MTLS":
        return {**base, "KAFKA_BOOTSTRAP_SERVERS": mtls_bootstrap, "KAFKA_SECURITY_PROTOCOL": "SSL",
                "KAFKA_SSL_CERTFILE": str(tls_dir / f"{user}.pem"), "KAFKA_SSL_KEYFILE": str(tls_dir / f"{user}.key")}
    env = {**base, "KAFKA_BOOTSTRAP_SERVERS": bootstrap, "KAFKA_SECURITY_PROTOCOL": "SASL_SSL", "KAFKA_SASL_MECHANISM": mechanism}
    if mechanism == "OAUTHBEARER":
        return {**env, "KAFKA_SASL_OAUTH_TOKEN_FILE": str(oauth_token_file(secrets_dir, user))}
    return {**env, "KAFKA_SASL_USERNAME": user, "KAFKA_SASL_PASSWORD_FILE": str(secrets_dir / f"{user}.password")}
