"""A minimal Faust agent that only counts records (the throughput baseline (b)).

Run: BENCH_TOPICS=a,b BENCH_EXPECT=N BENCH_OUT=file python bench/faust_count.py worker
It writes {"first": t, "last": t, "count": n} when it has seen N records, then stops."""

import json
import os
import time

import faust

from convcompact.kafka_security import faust_credentials
from convcompact.settings import Settings

topics = os.environ["BENCH_TOPICS"].split(",")
expect = int(os.environ["BENCH_EXPECT"])
app = faust.App(
    os.environ.get("BENCH_APP", "bench-count"), broker="kafka://" + os.environ["KAFKA_BOOTSTRAP_SERVERS"],
    store="memory://", web_enabled=False, consumer_auto_offset_reset="earliest", broker_session_timeout=10,
    broker_heartbeat_interval=1, topic_partitions=int(os.environ.get("BENCH_PARTITIONS", "12")),
    datadir=os.environ.get("BENCH_DATADIR", "/tmp/bench-faust-count"),
    broker_credentials=faust_credentials(Settings.from_env()),  # the pipeline's own Kafka security settings
)
source = app.topic(*topics, key_type=bytes, value_type=bytes, key_serializer="raw", value_serializer="raw")
state = {"count": 0, "first": None}


@app.agent(source, concurrency=1)
async def count(stream):
    async for _ in stream:
        if state["first"] is None:
            state["first"] = time.time()
        state["count"] += 1
        if state["count"] == expect:
            with open(os.environ["BENCH_OUT"], "w") as fh:
                json.dump({"first": state["first"], "last": time.time(), "count": state["count"]}, fh)
            os._exit(0)


if __name__ == "__main__":
    app.main()
