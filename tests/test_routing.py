"""Which worker answers /context: the routing decision (no broker) and the canonical URL a
worker advertises. The two-worker round trip is tests/integration/test_context_routing.py."""

from __future__ import annotations

import socket

from convcompact.settings import Settings
from convcompact_agents.routing import decide, owners, same_worker

A, B = "http://127.0.0.1:7001", "http://127.0.0.1:7002"
OWNERS = {0: A, 1: B}


def test_owners_come_from_the_table_metadata_of_the_changelog_topic():
    metadata = {A: {"app-state-changelog": [0, 2], "other": [1]}, B: {"app-state-changelog": [1, 3]}}
    assert owners(metadata, "app-state-changelog") == {0: A, 2: A, 1: B, 3: B}


def test_the_owner_answers_locally_a_non_owner_forwards_once():
    assert decide(0, OWNERS, A, rebalancing=False, forwarded=False).kind == "local"
    assert decide(0, OWNERS, A + "/", rebalancing=False, forwarded=True).kind == "local"  # host and port decide
    route = decide(1, OWNERS, A, rebalancing=False, forwarded=False)
    assert (route.kind, route.owner) == ("forward", B)


def test_a_forwarded_request_is_never_forwarded_again():
    route = decide(1, OWNERS, A, rebalancing=False, forwarded=True)
    assert route.kind == "unavailable" and B in route.reason and "partition 1" in route.reason


def test_no_answer_while_rebalancing_or_with_no_known_owner():
    assert decide(0, OWNERS, A, rebalancing=True, forwarded=False).kind == "unavailable"  # even its own partition
    route = decide(5, OWNERS, A, rebalancing=False, forwarded=False)
    assert route.kind == "unavailable" and "partition 5" in route.reason
    assert decide(0, {}, A, rebalancing=False, forwarded=False).kind == "unavailable"  # before the first assignment


def test_same_worker_compares_host_and_port():
    assert same_worker("http://h:1", "http://h:1/")
    assert not same_worker("http://h:1", "http://h:2") and not same_worker("http://h:1", "http://g:1")


def test_the_advertised_host():
    assert Settings().advertised_host() == "127.0.0.1"  # the bind address
    assert Settings(web_bind="0.0.0.0").advertised_host() == socket.gethostname()  # a wildcard: the host name
    assert Settings(web_bind="0.0.0.0", web_host="worker-1").advertised_host() == "worker-1"
    assert Settings.from_env(web_host="w-0.svc").to_env()["CONVCOMPACT_WEB_HOST"] == "w-0.svc"
