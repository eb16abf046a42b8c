"""Static membership's settings without a broker (on the broker: tests/integration/
test_membership.py). CONVCOMPACT_GROUP_INSTANCE_ID becomes Faust's consumer_group_instance_id,
which Faust hands aiokafka's consumer as its group_instance_id; aiokafka then joins as a static
member (JoinGroup v5) and sends no LeaveGroup on stop, so a worker started again under the
same id within the session timeout (CONVCOMPACT_SESSION_TIMEOUT_S) is the same member."""

from __future__ import annotations

import asyncio
import inspect
from types import SimpleNamespace

import pytest

from convcompact import kafka_clients
from convcompact.core.errors import ConvcompactError
from convcompact.settings import Settings
from convcompact.worker import check_static_membership


def test_the_instance_id_and_the_session_reach_faust(tmp_path, monkeypatch):
    from convcompact_agents.app import build_app

    monkeypatch.setenv("CONVCOMPACT_GROUP_INSTANCE_ID", "convcompact-worker-1")
    monkeypatch.setenv("CONVCOMPACT_SESSION_TIMEOUT_S", "25")
    s = Settings.from_env(data_dir=str(tmp_path))
    assert (s.group_instance_id, s.session_timeout_s) == ("convcompact-worker-1", 25.0)
    assert Settings.from_env(s.to_env()) == s
    conf = build_app(s, []).app.conf
    assert conf.consumer_group_instance_id == "convcompact-worker-1" and conf.broker_session_timeout == 25.0
    assert build_app(Settings(data_dir=str(tmp_path)), []).app.conf.consumer_group_instance_id is None  # dynamic by default


def test_faust_and_aiokafka_pass_it_on_and_keep_a_static_member_in_the_group():
    """What the pinned versions do with it (constraints.txt): faust-streaming 0.15.3 passes the
    setting to AIOKafkaConsumer, aiokafka 0.14.0 sends it in JoinGroup and SyncGroup and leaves
    no group when it has one."""
    from aiokafka.consumer.group_coordinator import CoordinatorGroupRebalance, GroupCoordinator
    from aiokafka.protocol.group import JoinGroupRequest_v5
    from faust.transport.drivers.aiokafka import AIOKafkaConsumerThread

    assert "group_instance_id=conf.consumer_group_instance_id" in inspect.getsource(AIOKafkaConsumerThread._create_worker_consumer)
    assert "self.generation > 0 and self._group_instance_id is None" in inspect.getsource(GroupCoordinator._maybe_leave_group)
    assert inspect.getsource(CoordinatorGroupRebalance).count("self._coordinator._group_instance_id") >= 3
    assert "group_instance_id" in JoinGroupRequest_v5.SCHEMA.names


class _OldBroker:
    """A client whose one broker answers ApiVersions as Kafka 2.2 did (JoinGroup up to v4)."""

    def __init__(self, join_group_max: int) -> None:
        self.join_group_max, self.closed = join_group_max, False
        self.cluster = self

    async def bootstrap(self) -> None:
        pass

    def brokers(self):
        return [SimpleNamespace(nodeId=0, host="old-broker", port=9092)]

    async def send(self, node_id, request):
        return SimpleNamespace(api_versions=[(3, 0, 7), (11, 0, self.join_group_max)])

    async def close(self) -> None:
        self.closed = True


def test_a_broker_without_static_membership_is_refused_not_ignored(monkeypatch):
    """aiokafka drops the instance id below JoinGroup v5 without a word; the worker refuses
    to start instead of joining as a dynamic member its operator does not expect."""
    s = Settings(group_instance_id="convcompact-worker-0")
    old = _OldBroker(join_group_max=4)
    monkeypatch.setattr(kafka_clients, "client", lambda settings, **options: old)
    with pytest.raises(ConvcompactError, match=r"JoinGroup up to v4, static membership needs v5"):
        asyncio.run(check_static_membership(s))
    assert old.closed
    new = _OldBroker(join_group_max=9)
    monkeypatch.setattr(kafka_clients, "client", lambda settings, **options: new)
    asyncio.run(check_static_membership(s))  # Kafka 2.3 and later: no complaint
    assert new.closed
