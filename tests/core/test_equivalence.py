"""One truth, model-based (issue 19, point 4): a hypothesis state machine drives the in-process
driver through random histories, and after every step the worker's answer from its own table
(the /context path) equals, byte for byte, the answer a table rebuilt from the topics gives
(the `convcompact context` path), fail-closed reason and detail included.

What it generates, per step (two chats on one partition, a small policy so that boundaries
chain within a few messages):
    messages out of order and with gaps (a message number drawn from those not sent yet),
    edits and retractions of any turn (sent or not), replies for any message (late ones under
    a boundary, orphans for messages never sent), exact repeats of input records (at-least-once
    producers), the model answering or not (packets stay in flight meanwhile), the same result
    delivered again, forged results, forged boundaries (a fork, a conflicting id, a broken hash),
    epoch changes (the worker restarted with a new compactor version), redelivered batches,
    and restarts from the changelog.
"""

from __future__ import annotations

import orjson
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from convcompact.core.declarations import load_declarations
from convcompact.core.hashing import record_hash
from convcompact.runtime.driver import LocalDriver
from tests.helpers import correction, delivery, message, write_declarations

CHATS = ("7", "8")
SEQS = st.integers(min_value=1, max_value=40)
# The smallest consistent policy: boundaries chain within a few messages of a chat.
POLICY = dict(trigger_input_chars=1200, retain_input_chars=300, max_input_chars=1800, max_input_events=40,
              max_summary_chars=64, max_amendment_chars=400)
WORDS = st.text(alphabet="abcdefghij klmnop 0123 ", min_size=1, max_size=12)
TEXTS = st.lists(WORDS, min_size=1, max_size=40).map(" ".join)
BODIES = st.lists(WORDS, min_size=10, max_size=60).map(" ".join)
CLOCK = "2026-11-30T00:00:00.000Z"


class OneTruth(RuleBasedStateMachine):
    """The worker's table and the topics, answering the same."""

    @initialize(keeps_up=st.booleans())
    def start(self, keeps_up: bool) -> None:
        """`keeps_up`: the model answers each packet at once; else packets stay in flight
        until a step lets it answer."""
        import tempfile
        from pathlib import Path

        self.root = Path(tempfile.mkdtemp(prefix="one-truth-"))
        self.version = 3
        self.d = LocalDriver(self.pairs(), run_model=keeps_up, clock=lambda: CLOCK)
        self.sent: dict[str, set[int]] = {c: set() for c in CHATS}
        self.inputs: list[tuple[str, dict]] = []
        self.edits = 0

    def teardown(self) -> None:
        import shutil

        shutil.rmtree(self.root, ignore_errors=True)  # one declarations folder per example: hypothesis runs hundreds

    def pairs(self):
        return load_declarations(write_declarations(self.root / f"v{self.version}", version=str(self.version), **POLICY))

    def feed(self, role: str, record: dict) -> None:
        self.d.feed(role, record)
        self.inputs.append((role, record))

    # ---- history ------------------------------------------------------------------------

    @rule(burst=st.lists(st.tuples(SEQS, BODIES), min_size=1, max_size=8))
    def messages(self, burst: list[tuple[int, str]]) -> None:
        """A few messages of the first chat, in the order drawn: out of order, with gaps."""
        self.some_messages(CHATS[0], burst)

    @rule(chat=st.sampled_from(CHATS), burst=st.lists(st.tuples(SEQS, BODIES), min_size=1, max_size=8))
    def messages_of_either(self, chat: str, burst: list[tuple[int, str]]) -> None:
        self.some_messages(chat, burst)

    def some_messages(self, chat: str, burst: list[tuple[int, str]]) -> None:
        for seq, body in burst:
            if seq not in self.sent[chat]:
                self.sent[chat].add(seq)
                self.feed("source", message(chat, seq, body))

    @rule(chat=st.sampled_from(CHATS), seq=SEQS, body=st.one_of(st.none(), TEXTS))
    def an_edit_or_a_retraction(self, chat: str, seq: int, body) -> None:
        self.edits += 1
        self.feed("correction", correction(chat, seq, body, n=self.edits))

    @rule(chat=st.sampled_from(CHATS), seq=SEQS, body=TEXTS, dseq=st.integers(0, 1))
    def a_reply(self, chat: str, seq: int, body: str, dseq: int) -> None:
        if any(r.get("source_seq") == seq and r.get("delivery_seq") == dseq and r["chat_id"] == chat
               for role, r in self.inputs if role == "delivery"):
            return  # one reply per (message, delivery seq): another would collide (bad input)
        self.feed("delivery", delivery(chat, seq, body, dseq=dseq))

    @precondition(lambda self: self.inputs)
    @rule(i=st.integers(min_value=0))
    def a_repeat(self, i: int) -> None:
        role, record = self.inputs[i % len(self.inputs)]
        self.d.feed(role, record)  # the same event again, at a new offset: a duplicate

    # ---- the model, results and other processes' records ---------------------------------

    @rule()
    def the_model_answers(self) -> None:
        self.d.drain()

    @precondition(lambda self: self.d.records("results"))
    @rule(i=st.integers(min_value=0))
    def a_result_again(self, i: int) -> None:
        results = self.d.log.topic("results")
        again = results[i % len(results)]
        self.d.feed("results", again.value, key=again.key)

    @precondition(lambda self: self.d.records("dispatch"))
    @rule(i=st.integers(min_value=0), body=TEXTS)
    def a_forged_result(self, i: int, body: str) -> None:
        dispatches = self.d.records("dispatch")
        dispatch = dispatches[i % len(dispatches)]
        forged = {"type": "compactor.result@1", "result_id": f"res_forged_{i}", "packet_id": dispatch["packet_id"],
                  "packet_hash": dispatch["packet_hash"], "run_id": dispatch["model_run_id"],
                  "conversation": dispatch["packet"]["conversation"]["key"], "compactor_id": dispatch["packet"]["compactor"]["id"],
                  "text": body, "provider": "forger", "model": "m", "usage": {"input_tokens": 1, "output_tokens": 1},
                  "started_at": "2026-11-30T00:00:00Z", "finished_at": "2026-11-30T00:00:01Z"}
        self.d.feed("results", orjson.dumps(forged), key=forged["conversation"])

    @precondition(lambda self: self.d.records("boundaries"))
    @rule(i=st.integers(min_value=0), how=st.sampled_from(["fork", "conflict", "broken-hash"]), topic=st.sampled_from(["documents", "boundaries"]))
    def a_forged_boundary(self, i: int, how: str, topic: str) -> None:
        boundaries = self.d.records("boundaries")
        b = dict(boundaries[i % len(boundaries)])
        b["summary"] = {**b["summary"], "text": "forged: " + b["summary"]["text"]}
        if how == "fork":
            b["boundary_id"] = b["boundary_id"] + "-forged"
        if how != "broken-hash":
            b["boundary_hash"] = record_hash(b, "boundary_hash")
        key = b["boundary_id"] if topic == "documents" else f"{b['conversation']['key']}|{b['target_agent']}"
        self.d.append(topic, orjson.dumps(b), key=key)
        self.d.index_evidence()

    # ---- the worker's life --------------------------------------------------------------------

    @precondition(lambda self: self.d.log.topic("source"))
    @rule(n=st.integers(min_value=1, max_value=5))
    def a_batch_delivered_again(self, n: int) -> None:
        self.d.deliver(self.d.log.topic("source")[-n:])  # below the watermark: skipped

    @rule()
    def a_restart_from_the_changelog(self) -> None:
        self.d = self.d.restart()

    @precondition(lambda self: self.version < 5)
    @rule()
    def an_epoch_change(self) -> None:
        self.version += 1
        self.d = self.d.restart(self.pairs())

    # ---- the property ----------------------------------------------------------------------------

    @invariant()
    def the_worker_answers_what_the_topics_answer(self) -> None:
        for chat in CHATS:
            conv = f"telegram:{chat}"
            worker, topics = self.d.context(conv), self.d.context_from_topics(conv)
            assert orjson.dumps(worker) == orjson.dumps(topics), (conv, worker, topics)
            status, body = worker
            event(f"answer {status}" + (f" {body['reason']}" if status == 409 else ""))
            if status == 200 and body["manifest"]["boundary"]:
                event("a boundary" + (" and an amendment" if body["manifest"]["amendment"] else ""))


TestOneTruth = OneTruth.TestCase
TestOneTruth.settings = settings(
    max_examples=500, stateful_step_count=30, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
