"""The deploy files: structure, and every setting they use exists."""

from __future__ import annotations

import json
import re
from pathlib import Path

import yaml

from convcompact.runtime.metrics import Metrics
from convcompact.settings import Settings

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
KNOWN = set(Settings().to_env()) | {"OPENAI_API_KEY", "ANTHROPIC_API_KEY", "providers.toml"}


def test_compose_has_kafka_two_workers_prometheus_grafana():
    compose = yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())
    services = compose["services"]
    assert {"kafka", "worker-1", "worker-2", "prometheus", "grafana"} <= set(services)
    assert services["kafka"]["environment"]["KAFKA_PROCESS_ROLES"] == "broker,controller"  # KRaft
    for name in ("worker-1", "worker-2"):
        w = services[name]
        assert w["command"] == ["worker"] and set(w["environment"]) <= KNOWN
        assert w["environment"]["CONVCOMPACT_STORE"] == "rocksdb://"
        assert w["environment"]["CONVCOMPACT_WEB_HOST"] == name  # the peers route /context to its service name
        assert w["environment"]["CONVCOMPACT_GROUP_INSTANCE_ID"] == name  # static membership, one id per worker
        # the web token comes from a compose secret, as a file
        assert w["secrets"] == ["web_token"] and w["environment"]["CONVCOMPACT_WEB_TOKEN_FILE"] == "/run/secrets/web_token"
    assert compose["secrets"]["web_token"]["file"] == "./secrets/web-token"
    assert "CONVCOMPACT_WEB_TOKEN_FILE" not in services["topics"]["environment"]
    assert (DEPLOY / "Dockerfile").exists()
    for mount in services["grafana"]["volumes"] + services["prometheus"]["volumes"]:
        assert (DEPLOY / mount.split(":")[0]).exists(), mount


def test_prometheus_scrapes_the_workers_web_port():
    prom = yaml.safe_load((DEPLOY / "prometheus" / "prometheus.yml").read_text())
    targets = prom["scrape_configs"][0]["static_configs"][0]["targets"]
    assert targets == ["worker-1:6066", "worker-2:6066"]


def test_dashboard_queries_only_metrics_the_worker_exports():
    exported = {m.name for m in Metrics().registry.collect()}
    dash = json.loads((DEPLOY / "grafana" / "dashboards" / "convcompact.json").read_text())
    titles = {p["title"] for p in dash["panels"]}
    assert {"Lag per partition", "Run outcomes", "Model latency p50 / p99"} <= titles
    for panel in dash["panels"]:
        for target in panel["targets"]:
            for name in re.findall(r"convcompact_[a-z_]+", target["expr"]):
                base = re.sub(r"_(bucket|total|sum|count)$", "", name)
                assert base in exported or name in exported, name


def test_kubernetes_manifests():
    all_docs = [d for f in sorted((DEPLOY / "k8s").glob("*.yaml")) for d in yaml.safe_load_all(f.read_text())]
    docs = {d["kind"]: d for d in all_docs if d["kind"] != "Secret"}
    secrets = {d["metadata"]["name"]: d for d in all_docs if d["kind"] == "Secret"}
    sts = docs["StatefulSet"]
    assert sts["spec"]["volumeClaimTemplates"][0]["metadata"]["name"] == "data"
    c = sts["spec"]["template"]["spec"]["containers"][0]
    assert {"name": "data", "mountPath": "/data"} in c["volumeMounts"]
    assert {e.get("secretRef", {}).get("name") for e in c["envFrom"]} >= {"convcompact-provider-keys"}
    env = {e["name"]: e for e in c["env"]}
    assert set(env) <= KNOWN | {"POD_NAME"}
    # each pod advertises its own name on the headless service, where its peers route /context
    assert env["POD_NAME"]["valueFrom"]["fieldRef"]["fieldPath"] == "metadata.name"
    assert env["CONVCOMPACT_WEB_HOST"]["value"] == f"$(POD_NAME).{docs['Service']['metadata']['name']}"
    assert env["CONVCOMPACT_GROUP_INSTANCE_ID"]["value"] == "$(POD_NAME)"  # static membership: the StatefulSet ordinal's name
    assert docs["Service"]["spec"]["clusterIP"] == "None" and sts["spec"]["serviceName"] == docs["Service"]["metadata"]["name"]
    assert set(docs["ConfigMap"]["data"]) <= KNOWN
    assert docs["ConfigMap"]["data"]["CONVCOMPACT_DATA_DIR"] == "/data"
    assert set(secrets["convcompact-provider-keys"]["stringData"]) <= KNOWN
    # the web token: a Secret mounted as a file, named by CONVCOMPACT_WEB_TOKEN_FILE (never an env value)
    assert set(secrets["convcompact-web-token"]["stringData"]) == {"token"}
    volumes = {v["name"]: v for v in sts["spec"]["template"]["spec"]["volumes"]}
    assert volumes["web-token"]["secret"]["secretName"] == "convcompact-web-token"
    mount = next(m for m in c["volumeMounts"] if m["name"] == "web-token")
    assert env["CONVCOMPACT_WEB_TOKEN_FILE"]["value"] == mount["mountPath"] + "/token" and mount["readOnly"] is True
    assert docs["ConfigMap"]["data"]["CONVCOMPACT_WEB_BIND"] == "0.0.0.0"  # which is why the token is needed
