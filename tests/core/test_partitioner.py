from aiokafka.partitioner import murmur2 as kafka_murmur2
from hypothesis import given
from hypothesis import strategies as st

from convcompact.core.partitioner import murmur2, partition_for


@given(st.binary(max_size=64))
def test_murmur2_is_kafkas(data):
    assert murmur2(data) == kafka_murmur2(data)


def test_known_partitions_of_the_java_client():
    # Kafka's own Utils.murmur2 test vectors (org.apache.kafka.common.utils.UtilsTest)
    assert murmur2(b"21") == (-973932308) & 0xFFFFFFFF
    assert murmur2(b"foobar") == (-790332482) & 0xFFFFFFFF
    assert murmur2(b"a-little-bit-long-string") == (-985981536) & 0xFFFFFFFF
    assert partition_for("telegram:7", 1) == 0
