"""Settings every command reads: flags win over the environment, which wins over defaults."""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Mapping, Optional

# The shipped agent/compactor pair, package data (so an installed wheel runs without a checkout).
DEFAULT_DECLARATIONS = Path(__file__).resolve().parent / "declarations"
# Kafka security (convcompact.kafka_security): each setting and the environment variable that
# sets it, in the words of a Kafka client's configuration. Secrets only ever from files.
SECURITY_ENV = {
    "security_protocol": "KAFKA_SECURITY_PROTOCOL",
    "sasl_mechanism": "KAFKA_SASL_MECHANISM",
    "sasl_username": "KAFKA_SASL_USERNAME",
    "sasl_password_file": "KAFKA_SASL_PASSWORD_FILE",
    "sasl_oauth_token_file": "KAFKA_SASL_OAUTH_TOKEN_FILE",
    "sasl_oauth_token_provider": "KAFKA_SASL_OAUTH_TOKEN_PROVIDER",
    "ssl_cafile": "KAFKA_SSL_CAFILE",
    "ssl_certfile": "KAFKA_SSL_CERTFILE",
    "ssl_keyfile": "KAFKA_SSL_KEYFILE",
    "ssl_key_password_file": "KAFKA_SSL_KEY_PASSWORD_FILE",
    "ssl_check_hostname": "KAFKA_SSL_CHECK_HOSTNAME",
}
# The web port's token files and TLS (its pages need a bearer token; see the README).
WEB_ENV = {
    "web_token_file": "CONVCOMPACT_WEB_TOKEN_FILE",
    "metrics_token_file": "CONVCOMPACT_METRICS_TOKEN_FILE",
    "web_tls_certfile": "CONVCOMPACT_WEB_TLS_CERTFILE",
    "web_tls_keyfile": "CONVCOMPACT_WEB_TLS_KEYFILE",
    "web_tls_cafile": "CONVCOMPACT_WEB_TLS_CAFILE",
}


@dataclass(frozen=True)
class Settings:
    bootstrap: str = "127.0.0.1:9092"
    topic_prefix: str = ""
    app_id: str = "convcompact"
    declarations: str = str(DEFAULT_DECLARATIONS)
    partitions: int = 12
    data_dir: str = "data"
    web_port: int = 6066
    web_bind: str = "127.0.0.1"  # 0.0.0.0 in a container, so Prometheus can scrape it
    # The host name other workers reach this one's web port at (its canonical URL, advertised
    # in the group's metadata, is where /context is routed); empty: see advertised_host().
    web_host: str = ""
    store: str = "rocksdb://"
    # The table's RocksDB memory budget per worker (block caches and write buffers of every
    # partition database it may open; agents/convcompact_agents/app.py splits it). Faust's
    # defaults are a 2 GB block cache and 3 x 64 MB write buffers per partition database.
    rocksdb_memory_mb: int = 384
    local_summarizer_processes: int = 1
    replication: int = 1
    # Consumer-group timing: Faust's 60 s default session makes a restarted worker wait long.
    session_timeout_s: float = 10.0
    # Static membership (Kafka's group.instance.id, KIP-345): a worker restarted under the same
    # id within the session timeout gets its partitions back without a rebalance of the others.
    # Unique per worker (the Kubernetes StatefulSet sets the pod's name); empty: dynamic members.
    group_instance_id: str = ""
    heartbeat_s: float = 1.0
    standby_replicas: int = 0
    # The stall guard (agents/pipeline.py): how long a partition must look skipped by Faust
    # (read past by the Kafka client, nothing of it on its way to the agent) before it is
    # sought back. A partition that only waits its turn is never sought back, so the window
    # is short: what it bounds is how long a partition Faust skipped (after a rebalance) sits
    # still. (15 s until 2026-12-03: two workers starting on one backlog sat still for it.)
    stall_s: float = 5.0
    providers: str = ""  # TOML file of provider profiles; `local` is always available
    # A replay's guide (the index of what an earlier generation settled; set by `replay`).
    replay_guide: str = ""
    # Retention that `topics create` sets (ms; -1 keeps for ever). The input topics are the
    # system of record of history: infinite unless the operator says otherwise. The other
    # delete topics (runs, dispatch, results, dead letters) are operational evidence.
    input_retention_ms: int = -1
    operational_retention_ms: int = 7 * 24 * 3600 * 1000
    # On SIGTERM the worker stops taking dispatches and lets its model calls in flight
    # finish and publish for at most this long before it leaves the consumer group.
    stop_grace_s: float = 30.0
    # The first wait after a failed or rejected model result; it doubles with each failure in
    # a row, to an hour (core/settlement.py).
    failure_backoff_s: float = 30.0
    # Kafka security (see SECURITY_ENV and convcompact.kafka_security): paths, never secrets.
    security_protocol: str = "PLAINTEXT"
    sasl_mechanism: str = ""
    sasl_username: str = ""
    sasl_password_file: str = ""
    sasl_oauth_token_file: str = ""
    sasl_oauth_token_provider: str = ""  # module:attribute of an aiokafka AbstractTokenProvider
    ssl_cafile: str = ""
    ssl_certfile: str = ""
    ssl_keyfile: str = ""
    ssl_key_password_file: str = ""
    ssl_check_hostname: bool = True
    # The web port's credentials and TLS (convcompact_agents.auth, .web_tls): paths only; a
    # token may also come from CONVCOMPACT_WEB_TOKEN / CONVCOMPACT_METRICS_TOKEN, read where used.
    web_token_file: str = ""
    metrics_token_file: str = ""
    web_tls_certfile: str = ""
    web_tls_keyfile: str = ""
    web_tls_cafile: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_env(cls, environ: Optional[Mapping[str, str]] = None, **overrides: Any) -> "Settings":
        """From `environ` (default: the process environment), then `overrides` (flags)."""
        env = os.environ if environ is None else environ
        s = cls(
            bootstrap=env.get("KAFKA_BOOTSTRAP_SERVERS", cls.bootstrap),
            topic_prefix=env.get("CONVCOMPACT_TOPIC_PREFIX", cls.topic_prefix),
            app_id=env.get("CONVCOMPACT_APP_ID", cls.app_id),
            declarations=env.get("CONVCOMPACT_DECLARATIONS", cls.declarations),
            partitions=int(env.get("CONVCOMPACT_PARTITIONS", cls.partitions)),
            data_dir=env.get("CONVCOMPACT_DATA_DIR", cls.data_dir),
            web_port=int(env.get("CONVCOMPACT_WEB_PORT", cls.web_port)),
            web_bind=env.get("CONVCOMPACT_WEB_BIND", cls.web_bind),
            web_host=env.get("CONVCOMPACT_WEB_HOST", cls.web_host),
            store=env.get("CONVCOMPACT_STORE", cls.store),
            rocksdb_memory_mb=int(env.get("CONVCOMPACT_ROCKSDB_MEMORY_MB", cls.rocksdb_memory_mb)),
            local_summarizer_processes=int(env.get("CONVCOMPACT_LOCAL_SUMMARIZER_PROCESSES", cls.local_summarizer_processes)),
            replication=int(env.get("CONVCOMPACT_REPLICATION", cls.replication)),
            standby_replicas=int(env.get("CONVCOMPACT_STANDBY_REPLICAS", cls.standby_replicas)),
            session_timeout_s=float(env.get("CONVCOMPACT_SESSION_TIMEOUT_S", cls.session_timeout_s)),
            group_instance_id=env.get("CONVCOMPACT_GROUP_INSTANCE_ID", cls.group_instance_id),
            stall_s=float(env.get("CONVCOMPACT_STALL_S", cls.stall_s)),
            providers=env.get("CONVCOMPACT_PROVIDERS", cls.providers),
            replay_guide=env.get("CONVCOMPACT_REPLAY_GUIDE", cls.replay_guide),
            input_retention_ms=int(env.get("CONVCOMPACT_INPUT_RETENTION_MS", cls.input_retention_ms)),
            operational_retention_ms=int(env.get("CONVCOMPACT_OPERATIONAL_RETENTION_MS", cls.operational_retention_ms)),
            stop_grace_s=float(env.get("CONVCOMPACT_STOP_GRACE_S", cls.stop_grace_s)),
            failure_backoff_s=float(env.get("CONVCOMPACT_FAILURE_BACKOFF_S", cls.failure_backoff_s)),
            **_web_from_env(env),
            **_security_from_env(env),
        )
        return s.with_overrides(**overrides)

    def to_env(self) -> dict[str, str]:
        """The environment that gives a child process (a worker) these settings."""
        return {
            "KAFKA_BOOTSTRAP_SERVERS": self.bootstrap,
            "CONVCOMPACT_TOPIC_PREFIX": self.topic_prefix,
            "CONVCOMPACT_APP_ID": self.app_id,
            "CONVCOMPACT_DECLARATIONS": self.declarations,
            "CONVCOMPACT_PARTITIONS": str(self.partitions),
            "CONVCOMPACT_DATA_DIR": self.data_dir,
            "CONVCOMPACT_WEB_PORT": str(self.web_port),
            "CONVCOMPACT_WEB_BIND": self.web_bind,
            "CONVCOMPACT_WEB_HOST": self.web_host,
            "CONVCOMPACT_STORE": self.store,
            "CONVCOMPACT_ROCKSDB_MEMORY_MB": str(self.rocksdb_memory_mb),
            "CONVCOMPACT_LOCAL_SUMMARIZER_PROCESSES": str(self.local_summarizer_processes),
            "CONVCOMPACT_REPLICATION": str(self.replication),
            "CONVCOMPACT_STANDBY_REPLICAS": str(self.standby_replicas),
            "CONVCOMPACT_SESSION_TIMEOUT_S": str(self.session_timeout_s),
            "CONVCOMPACT_GROUP_INSTANCE_ID": self.group_instance_id,
            "CONVCOMPACT_STALL_S": str(self.stall_s),
            "CONVCOMPACT_PROVIDERS": self.providers,
            "CONVCOMPACT_REPLAY_GUIDE": self.replay_guide,
            "CONVCOMPACT_INPUT_RETENTION_MS": str(self.input_retention_ms),
            "CONVCOMPACT_OPERATIONAL_RETENTION_MS": str(self.operational_retention_ms),
            "CONVCOMPACT_STOP_GRACE_S": str(self.stop_grace_s),
            "CONVCOMPACT_FAILURE_BACKOFF_S": str(self.failure_backoff_s),
            **{var: _env_value(getattr(self, name)) for name, var in SECURITY_ENV.items()},
            **{var: getattr(self, name) for name, var in WEB_ENV.items()},
        }

    def with_overrides(self, **overrides: Any) -> "Settings":
        return replace(self, **{k: v for k, v in overrides.items() if v is not None})

    def topic(self, name: str) -> str:
        return f"{self.topic_prefix}{name}"

    @property
    def broker_url(self) -> str:
        return ";".join(f"kafka://{h.strip()}" for h in self.bootstrap.split(",") if h.strip())

    def advertised_host(self) -> str:
        """web_host if set; else the bind address, unless that is a wildcard (0.0.0.0 in a
        container), then the machine's host name, as Faust's own default."""
        if self.web_host:
            return self.web_host
        if self.web_bind not in ("", "0.0.0.0", "::"):
            return self.web_bind
        import socket

        return socket.gethostname()

    def data_path(self) -> Optional[Path]:
        return Path(self.data_dir) if self.data_dir else None


def _web_from_env(env: Mapping[str, str]) -> dict[str, Any]:
    return {name: env[var] for name, var in WEB_ENV.items() if var in env}


def _security_from_env(env: Mapping[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, var in SECURITY_ENV.items():
        if var not in env:
            continue
        value = env[var].strip()
        if name == "ssl_check_hostname":
            out[name] = value.lower() not in ("0", "false", "no", "off")
        else:
            out[name] = value.upper() if name in ("security_protocol", "sasl_mechanism") else value
    return out


def _env_value(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)
