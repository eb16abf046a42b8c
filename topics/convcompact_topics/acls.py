"""Least privilege: which principal may do what on which topic and group (pure: no Kafka).

Three principals (the seed's compactor is "a separate consumer id and role so its runs...
cannot masquerade as ordinary replies": on a cluster, principals with their own ACLs):
- the input producer (`convcompact produce`, `ingest`, an agent's `Publisher`): writes the
  three input topics and nothing else, so it can never write a result, a dispatch or a
  boundary;
- the worker (`convcompact worker`, `replay`): reads the inputs, reads and writes the
  pipeline's own topics, its consumer group `<app-id>` and every replay generation's
  `<app-id>-<name>` (a prefixed group), and the Faust topics `<app-id>-*` (the table's
  changelog, its leader topic); it creates what is missing (as the worker does at start) and
  reads topic configurations (it checks each topic's retention and partitions); it writes no
  input topic, so its runs cannot pass for messages, corrections or replies;
- the reader (`context`, `verify`, `show`, `lag`): reads every topic and describes the
  groups, and writes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from convcompact.settings import Settings
from .catalog import BY_ROLE, GENERATIONS, TOPICS

INPUTS = ("source", "correction", "delivery")


@dataclass(frozen=True, order=True)
class Acl:
    """An ALLOW binding, in Kafka's words (its AclCommand's `--resource-pattern-type`)."""

    principal: str  # "User:worker"
    resource: str  # TOPIC, GROUP
    pattern: str  # LITERAL, PREFIXED
    name: str
    operation: str  # READ, WRITE, CREATE, DESCRIBE, DESCRIBE_CONFIGS
    host: str = "*"


@dataclass(frozen=True)
class Principals:
    producer: str = "User:producer"
    worker: str = "User:worker"
    reader: str = "User:reader"


def _topics(settings: Settings, roles: tuple[str, ...]) -> list[str]:
    return [settings.topic(BY_ROLE[r].name) for r in roles]


def pipeline_acls(settings: Settings, who: Principals) -> list[Acl]:
    """Every ACL the pipeline needs, for the settings' topic prefix and app id (the base app
    id: replay generations are `<app-id>-<name>`, covered by the prefixed group and topics)."""
    inputs = _topics(settings, INPUTS)
    own = _topics(settings, tuple(t.role for t in TOPICS if t.role not in INPUTS)) + [settings.topic(GENERATIONS.name)]
    app, faust = settings.app_id, f"{settings.app_id}-"
    out: list[Acl] = []

    def allow(principal: str, resource: str, names: list[str], operations: tuple[str, ...], pattern: str = "LITERAL") -> None:
        out.extend(Acl(principal, resource, pattern, n, op) for n in names for op in operations)

    allow(who.producer, "TOPIC", inputs, ("WRITE",))  # WRITE implies DESCRIBE, and idempotent writes (KIP-679)
    allow(who.worker, "TOPIC", inputs, ("READ", "CREATE", "DESCRIBE_CONFIGS"))
    allow(who.worker, "TOPIC", own, ("READ", "WRITE", "CREATE", "DESCRIBE_CONFIGS"))
    allow(who.worker, "TOPIC", [faust], ("READ", "WRITE", "CREATE", "DESCRIBE_CONFIGS"), "PREFIXED")
    allow(who.worker, "GROUP", [app], ("READ",))
    allow(who.worker, "GROUP", [faust], ("READ",), "PREFIXED")
    allow(who.reader, "TOPIC", inputs + own, ("READ",))
    allow(who.reader, "TOPIC", [faust], ("READ",), "PREFIXED")  # `lag` reads the table's changelog
    allow(who.reader, "GROUP", [app], ("DESCRIBE",))  # `lag` reads the group's committed offsets
    allow(who.reader, "GROUP", [faust], ("DESCRIBE",), "PREFIXED")
    return out


def render_table(acls: list[Acl]) -> str:
    head = ("principal", "resource", "pattern", "name", "operation", "host")
    rows = [head] + [(a.principal, a.resource, a.pattern, a.name, a.operation, a.host) for a in acls]
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows)


def render_commands(acls: list[Acl], bootstrap: str) -> str:
    """The same as Kafka's own `kafka-acls.sh` lines (`--command-config`: the admin's client
    properties), for an operator who applies ACLs with the cluster's tooling."""
    lines = []
    for a in acls:
        target = f"--topic '{a.name}'" if a.resource == "TOPIC" else f"--group '{a.name}'"
        pattern = " --resource-pattern-type prefixed" if a.pattern == "PREFIXED" else ""
        lines.append(f"kafka-acls.sh --bootstrap-server {bootstrap} --command-config admin.properties --add "
                     f"--allow-principal '{a.principal}' --allow-host '{a.host}' --operation {''.join(w.capitalize() for w in a.operation.split('_'))} {target}{pattern}")
    return "\n".join(lines)
