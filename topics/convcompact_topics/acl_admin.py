"""Applying and listing ACLs over Kafka's admin protocol (CreateAcls, DescribeAcls).

The pinned aiokafka's admin client has no ACL calls, but its protocol module has the
requests (`aiokafka.protocol.admin.CreateAclsRequest`, `DescribeAclsRequest`, v1: with the
resource pattern type), sent here through aiokafka's plain client. That client is built by
convcompact.kafka_clients, so `convcompact acls --apply` authenticates as every other
command does, from the same settings: no Java, no second configuration file holding the
admin's password (Kafka's own AclCommand is not among the jars the broker script fetches).
"""

from __future__ import annotations

from typing import Any

from aiokafka.protocol.admin import CreateAclsRequest, DescribeAclsRequest

from convcompact import kafka_clients
from convcompact.core.errors import ConvcompactError
from convcompact.settings import Settings
from .acls import Acl

# Kafka's enum codes (org.apache.kafka.common.resource / acl).
RESOURCE = {"ANY": 1, "TOPIC": 2, "GROUP": 3, "CLUSTER": 4, "TRANSACTIONAL_ID": 5}
PATTERN = {"ANY": 1, "MATCH": 2, "LITERAL": 3, "PREFIXED": 4}
OPERATION = {"ANY": 1, "ALL": 2, "READ": 3, "WRITE": 4, "CREATE": 5, "DELETE": 6, "ALTER": 7, "DESCRIBE": 8, "CLUSTER_ACTION": 9,
             "DESCRIBE_CONFIGS": 10, "ALTER_CONFIGS": 11, "IDEMPOTENT_WRITE": 12}
PERMISSION = {"ANY": 1, "DENY": 2, "ALLOW": 3}
_NAMES = {table: {v: k for k, v in codes.items()} for table, codes in (("resource", RESOURCE), ("pattern", PATTERN), ("operation", OPERATION))}
ERRORS = {29: "topic authorization failed", 31: "cluster authorization failed: applying ACLs needs a super user or ALTER on the cluster",
          54: "security disabled: the broker has no authorizer (authorizer.class.name)"}


class AclError(ConvcompactError):
    """The broker refused to create or list ACLs."""


def _refusal(code: int, message: str | None, what: str) -> AclError:
    return AclError(f"{what}: error {code} ({ERRORS.get(code, 'see the broker log')}){': ' + message if message else ''}")


async def _send(settings: Settings, requests: list[Any]) -> list[Any]:
    client = kafka_clients.client(settings)
    await client.bootstrap()
    try:
        return [await client.send(client.get_random_node(), r) for r in requests]
    finally:
        await client.close()


async def apply(settings: Settings, acls: list[Acl]) -> None:
    """Create every ACL (one that exists already is kept: creating it again changes nothing)."""
    requests = [CreateAclsRequest(RESOURCE[a.resource], a.name, PATTERN[a.pattern], a.principal, a.host, OPERATION[a.operation], PERMISSION["ALLOW"])
                for a in acls]
    for acl, response in zip(acls, await _send(settings, requests)):
        code, message = response.creation_responses[0]
        if code:
            raise _refusal(code, message, f"creating {acl}")


async def describe(settings: Settings) -> list[Acl]:
    """Every ALLOW ACL on the cluster (DENY bindings are not this command's)."""
    (response,) = await _send(settings, [DescribeAclsRequest(RESOURCE["ANY"], None, PATTERN["ANY"], None, None, OPERATION["ANY"], PERMISSION["ANY"])])
    if response.error_code:
        raise _refusal(response.error_code, response.error_message, "listing ACLs")
    found = []
    for resource_type, name, pattern, bindings in response.resources:
        for principal, host, operation, permission in bindings:
            if permission == PERMISSION["ALLOW"]:
                found.append(Acl(principal, _NAMES["resource"].get(resource_type, str(resource_type)), _NAMES["pattern"].get(pattern, str(pattern)),
                                 name, _NAMES["operation"].get(operation, str(operation)), host))
    return sorted(found)
