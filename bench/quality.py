"""Summary quality, measured: does the context an agent receives still hold the facts?

    python bench/quality.py [--in-process] [--tuning | --families a,b] [--tuned a,b] [--seeds 7,8,9] [--chats 6]
                            [--messages N] [--provider PROFILE --providers FILE] [--summarizer-from REV] [--misses]

Generator families (bench/families/) write multi-party chats with planted facts of seven
kinds (decisions, numbers, dates and times, who is who, open tasks, facts corrected later by
an edit, facts contradicted by a later message), each with a probe: the answer strings that
must be present. Each family was written independently, with its own chatter and its own
phrasing of every kind (an events team in English, an engineering chat with logs and code,
friends planning a trip with emoji and photos, a German sports club, ...). The families the
summarizer has been tuned on, or whose outputs anyone looked at while changing it, are a
tuning set (`bench.families.TUNED`, `--tuned`); the headline is the HELD-OUT families
(`bench.families.HELD_OUT`: the others), over several seeds. `--tuning` runs the tuning set
only, so iterating on the summarizer never runs it on a held-out family.

The chats are produced in waves, each once the one before has settled, so boundaries chain
per chat. After every wave the context an agent would receive (summary envelope, amendment
envelope, exact tail) is scored, beside two baselines built from the same effective history
at the same moment:

  tail only    the newest whole turns that fit the same number of characters as the
               compacted context (what sliding-window peers do)
  uncompacted  the whole effective history (the upper bound)

It prints, for the held-out families together (the headline), for the tuning set together and
per family, per fact kind and system:
the share of probes answered at the end of the run, the retention of facts older than the
tail, the share of superseded facts present only in their latest form, compression, the
boundaries chained per chat, the grounding figure (numbers, dates, times and capitalised
names in each summary that occur nowhere in its packet's input, as settlement recorded it on
the run records), and retention against the number of chained boundaries (decay); writes
bench/results/quality.json and a plot, bench/results/quality.svg; and last an overview, one
row per family, of the figures the issue's targets name.

By default it runs the real pipeline: the project's broker, `convcompact worker` as a
subprocess (bench/run.py's helpers), the worker's `/context` after every wave and
`convcompact context --json` at the end (the two must agree). `--in-process` runs the same
topology over `convcompact.runtime.driver.LocalDriver` (no broker; seconds), for iterating on
the summarizer. `--provider PROFILE --providers FILE` adds a system that runs the same
families against a real model (a profile of the TOML the worker reads: any OpenAI-compatible
or Anthropic endpoint) and records model, usage, time and grounding per boundary.
`--summarizer-from REV` (in-process only) adds the embedded summarizer as it was at a git
revision, so a change is measured against its predecessor in one run. `--misses` lists the
tuning set's facts that the embedded summarizer lost (never a held-out family's: looking at
those while tuning would make them a tuning set).
Under each table, where the embedded summarizer's lost facts went (never entered a summary, or
entered and dropped later; counts by kind) and the room the planted facts need quoted whole.
"""

from __future__ import annotations

import argparse
import asyncio
import atexit
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Optional

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from bench.families import FAMILIES, HELD_OUT, KINDS, SUPERSEDED, TUNED, Chat, Fact, chats_for  # noqa: E402

AGENT = "stream"
COMPACTOR = "stream-compactor"
# Small enough that a 200-message chat chains several boundaries (see tests/helpers.py).
POLICY = dict(trigger_input_chars=6000, retain_input_chars=3000, max_input_chars=20000, max_input_events=2000,
              max_summary_chars=1800, max_amendment_chars=700)
GROUNDING_KINDS = ("numbers", "dates", "times", "names")
HEADLINE = "held out"  # the report's group of the families not tuned on
TUNING = "tuning set"

# --- the chats -------------------------------------------------------------------------------


def generate(seed: int, chats: int, messages: int, fact_share: float = 0.12) -> list[Chat]:
    """The classic family (the benchmark's first generator), as it always was."""
    return FAMILIES["classic"].generate(seed, chats, messages, fact_share=fact_share)


def corpus(families: list[str], seeds: list[int], chats: int, messages: Optional[int] = None) -> list[Chat]:
    """Every family's chats for every seed (chat ids unique across both)."""
    return [c for f in families for s in seeds for c in chats_for(f, s, chats, messages or FAMILIES[f].MESSAGES)]


from convcompact.core.records import MODEL_OF_ROLE, SETTLEMENT_OUTCOMES, SourceCorrection, SourceMessage, own_evaluation  # noqa: E402
from convcompact.core.declarations import load_declarations  # noqa: E402
from convcompact.core.errors import DeclarationError  # noqa: E402

ROLE = {model.TYPE: role for role, model in MODEL_OF_ROLE.items()}  # an input record's type -> its topic role


def waves(chats: list[Chat], per_wave: int) -> list[list[dict[str, Any]]]:
    """The records of all chats in installments of `per_wave` messages per chat."""
    n = max(c.messages for c in chats)
    out = []
    for lo in range(0, n, per_wave):
        out.append([r for c in chats for when, r in c.records if lo < when <= lo + per_wave])
    return out


# --- scoring ---------------------------------------------------------------------------------


@dataclass
class Snapshot:
    """What one system gives an agent for one chat at one moment."""

    text: str
    chars: int
    covered: int = 0  # the newest message the latest boundary covers (0: none); a baseline
    boundaries: int = 0  # takes both from the compacted context it is measured beside


@dataclass
class Checkpoint:
    chat: str
    newest: int  # the newest message produced so far
    history_chars: int
    systems: dict[str, Snapshot]


def answered(fact: Fact, text: str) -> bool:
    low = text.lower()
    return all(p.lower() in low for p in fact.probe)


def latest_only(fact: Fact, text: str) -> bool:
    low = text.lower()
    return answered(fact, text) and not any(s.lower() in low for s in fact.stale)


def due(fact: Fact, cp: Checkpoint) -> bool:
    """A fact is scored once its latest form exists."""
    return fact.known_at <= cp.newest


def counted_from(fact: Fact) -> int:
    """The message from which a fact is in its latest form in the history: a contradicted
    fact's is the message that superseded it; an edited one's its own (the edit applies there)."""
    return fact.known_at if fact.kind == "contradicted (later msg)" else fact.seq


def older_than_tail(fact: Fact, snap: Snapshot) -> bool:
    """Covered by the boundary: the agent sees it only through the summary (or amendment)."""
    return 0 < counted_from(fact) <= snap.covered


def latest_texts(chat: Chat) -> Callable[[Fact], Optional[str]]:
    """fact -> the text that says it in its latest form: an edit's, or the message that
    superseded it, or the one that planted it."""
    texts = {r["source_seq"]: r["text"] for _, r in chat.records if r["type"] == SourceMessage.TYPE}
    edits = {r["target"]["source_seq"]: r["text"] for _, r in chat.records if r["type"] == SourceCorrection.TYPE}
    return lambda f: edits.get(f.seq) if f.kind == "corrected (edit)" else texts.get(f.later_seq or f.seq)


def _share(hits: list[bool]) -> Optional[float]:
    return sum(hits) / len(hits) if hits else None


def score(chats: list[Chat], checkpoints: list[Checkpoint], systems: list[str]) -> dict[str, Any]:
    facts = {c.key: c.facts for c in chats}
    final = {cp.chat: cp for cp in checkpoints}  # the last checkpoint of each chat
    out: dict[str, Any] = {"by_kind": {}, "older_than_tail": {}, "latest_only": {}, "latest_only_compacted": {}, "compression": {}, "context_chars": {},
                           "decay": {}, "probes": {}, "boundaries": {}}
    for sysname in systems:
        by_kind = {}
        for kind in KINDS:
            by_kind[kind] = _share([answered(f, cp.systems[sysname].text) for cp in final.values()
                                    for f in facts[cp.chat] if f.kind == kind and due(f, cp)])
        out["by_kind"][sysname] = by_kind
        out["probes"][sysname] = sum(1 for cp in final.values() for f in facts[cp.chat] if due(f, cp))
        out["older_than_tail"][sysname] = _share([answered(f, cp.systems[sysname].text) for cp in final.values()
                                                  for f in facts[cp.chat] if due(f, cp) and older_than_tail(f, cp.systems[sysname])])
        out["latest_only"][sysname] = _share([latest_only(f, cp.systems[sysname].text) for cp in final.values()
                                              for f in facts[cp.chat] if f.kind in SUPERSEDED and due(f, cp)])
        # ...and where the latest form is older than the tail too: the summarizer saw both forms
        # (a fact contradicted by a message still in the tail cannot be fixed by any summary).
        out["latest_only_compacted"][sysname] = _share([
            latest_only(f, cp.systems[sysname].text) for cp in final.values() for f in facts[cp.chat]
            if f.kind in SUPERSEDED and due(f, cp) and 0 < f.known_at <= cp.systems[sysname].covered])
        out["boundaries"][sysname] = sorted(cp.systems[sysname].boundaries for cp in final.values())
        out["compression"][sysname] = statistics.mean(cp.history_chars / max(1, cp.systems[sysname].chars) for cp in final.values())
        out["context_chars"][sysname] = statistics.mean(cp.systems[sysname].chars for cp in final.values())
        # Decay: facts older than the tail, at every checkpoint, by how many boundaries chained.
        decay: dict[int, list[bool]] = {}
        for cp in checkpoints:
            snap = cp.systems[sysname]
            if snap.boundaries:
                decay.setdefault(snap.boundaries, []).extend(
                    answered(f, snap.text) for f in facts[cp.chat] if due(f, cp) and older_than_tail(f, snap))
        out["decay"][sysname] = {k: _share(v) for k, v in sorted(decay.items()) if v}
    return out


def baselines(messages: list[dict[str, str]], budget: int) -> tuple[Snapshot, Snapshot]:
    """(tail only at `budget` characters, uncompacted) from the whole effective history."""
    whole = Snapshot("\n".join(m["content"] for m in messages), sum(len(m["content"]) for m in messages))
    tail: list[str] = []
    used = 0
    for m in reversed(messages):  # the newest whole turns that fit, as a sliding window keeps
        if used + len(m["content"]) > budget:
            break
        tail.append(m["content"])
        used += len(m["content"])
    return Snapshot("\n".join(reversed(tail)), used), whole


def render_context(ctx: dict[str, Any]) -> Snapshot:
    """The text an agent reads from `context --json`: every message's content."""
    return Snapshot("\n".join(m["content"] for m in ctx["messages"]), ctx["manifest"]["sizes"]["total_chars"])


# --- declarations and summarizers ------------------------------------------------------------


def policy_for(summary_chars: Optional[int] = None) -> dict[str, int]:
    """The compaction policy with a summary budget of `summary_chars` (the default's when None).
    Above the default the trigger grows by as much, so the raw context, the tail and each frozen
    span stay as they were (the declarations hold the largest boundary plus the amendment under
    the trigger less the tail)."""
    policy = dict(POLICY)
    if summary_chars is not None:
        policy["trigger_input_chars"] += max(0, summary_chars - POLICY["max_summary_chars"])
        policy["max_summary_chars"] = summary_chars
    return policy


def declarations(root: Path, profile: str = "local", model: Optional[str] = None, policy: Optional[dict[str, int]] = None) -> Path:
    from convcompact.core.summarize import EXTRACTIVE_MODEL
    from tests.helpers import write_declarations

    model = model or EXTRACTIVE_MODEL

    # A huge agent budget: the compacted tail is bounded by compaction itself, never cut here.
    return write_declarations(root, **(policy or POLICY), agent={"context_budget_chars": 10_000_000, "provider": {"profile": profile, "model": model}},
                              provider={"profile": profile, "model": model})


def summarizer_from(rev: str) -> Any:
    """The embedded summarizer as it was at git revision `rev`, as an in-process model."""
    import importlib.util
    import inspect

    from convcompact.core.model_runner import LocalExtractive

    source = subprocess.run(["git", "-C", str(REPO), "show", f"{rev}:streams/convcompact/core/summarize.py"], check=True,
                            capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp(prefix="summarize-")) / f"summarize_{rev[:12]}.py"
    atexit.register(shutil.rmtree, path.parent, True)  # loaded once: the copy is not needed after the run
    path.write_text(source)
    # A module of the core's package, so its relative imports (`from .neutralize import ...`) resolve.
    name = f"convcompact.core.{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules[name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    takes_seqs = "seqs" in inspect.signature(module.extractive_summary).parameters

    class Old(LocalExtractive):
        model = module.EXTRACTIVE_MODEL

        def __call__(self, dispatch: Any) -> Any:
            from convcompact.core.records import Usage

            packet = dispatch.packet
            extra = {"seqs": [t.source_seq for t in packet.turns]} if takes_seqs else {}
            text = module.extractive_summary(
                prior_summary=packet.previous.summary_text if packet.previous else None,
                amendment=packet.amendment["text"] if packet.amendment else None,
                messages=[t.message for t in packet.turns], max_chars=packet.max_summary_chars, **extra)
            return text, Usage(input_tokens=0, output_tokens=len(text.split()))

    return Old()


class ProviderModel:
    """A provider profile as the in-process driver's synchronous model. The driver calls it
    from inside its own event loop, so the provider's client runs on a loop of its own, in a
    thread, and each call waits for its answer there."""

    def __init__(self, name: str, profile: Any) -> None:
        import threading

        from convcompact_agents.providers import make_provider

        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.client = asyncio.run_coroutine_threadsafe(self._make(make_provider, name, profile), self.loop).result()
        self.provider, self.model, self.requested = self.client.name, profile.model, profile.model

    @staticmethod
    async def _make(make: Any, name: str, profile: Any) -> Any:
        return make(name, profile)  # its client binds to the loop it is made on

    def __call__(self, dispatch: Any) -> Any:
        answer = asyncio.run_coroutine_threadsafe(self.client.complete(dispatch.packet, self.requested), self.loop).result()
        self.model = answer.model or self.requested
        return answer.text, answer.usage

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self.client.close(), self.loop).result()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


# --- running: in process ---------------------------------------------------------------------


def fold(decl: Path, records: list[dict[str, Any]]) -> Any:
    """The effective history of every chat, as the pipeline folds it (no model)."""
    from convcompact.runtime.driver import LocalDriver

    d = LocalDriver(load_declarations(decl), run_model=False)
    for r in records:
        d.feed(ROLE[r["type"]], r)
    return d


class Snap:
    """The table `convcompact context` rebuilds from a driver's log (the bench's drivers have
    one partition), rebuilt once per wave: every chat's context is read from it, by the same
    resolver."""

    def __init__(self, d: Any, live: bool = False) -> None:
        assert d.partitions == 1, "the bench's drivers hold one partition"
        # live: the driver's own table (what the worker's /context answers from), not a rebuild
        # of the log (what `convcompact context` answers from): the same answers, far cheaper.
        self.d, self.table = d, (_Live(d) if live else d.table_from_topics(0))

    def history(self, conv: str) -> tuple[Any, Optional[int]]:
        from convcompact.core.state import group_key, head_key

        return (lambda seq: self.table.get(group_key(conv, seq))), (self.table.get(head_key(conv)) or {}).get("newest")


class _Live:
    def __init__(self, d: Any) -> None:
        self.get = d.store.peek


def local_context(d: Any, conv: str, snap: Optional[Snap] = None) -> dict[str, Any]:
    """What `convcompact context --json` prints, from the in-process driver's log (the same
    rebuild of the topics and the same resolver)."""
    from convcompact.core.resolver import context_answer

    table = (snap or Snap(d)).table
    status, body = context_answer(table.get, d.pair(), conv)
    return body if status == 200 else {"messages": [], "manifest": {"boundary": None, "failed_closed": body}}


def checkpoint(chat: Chat, newest: int, ctx: dict[str, Any], boundaries: int, history: list[dict[str, str]], system: str) -> Checkpoint:
    compacted = render_context(ctx)
    tail, whole = baselines(history, compacted.chars)
    covered = (ctx["manifest"].get("boundary") or {}).get("covered_through_seq") or 0
    for snap in (compacted, tail, whole):
        snap.covered, snap.boundaries = covered, boundaries
    return Checkpoint(chat.key, newest, whole.chars, {system: compacted, "tail only": tail, "uncompacted": whole})


def uncompacted_messages(d: Any, conv: str, snap: Optional[Snap] = None) -> list[dict[str, str]]:
    from convcompact.core.selection import select_context

    group, newest = (snap or Snap(d)).history(conv)
    return select_context(pair=d.pairs[0], conversation=conv, group=group, newest=newest, boundary=None).messages


def run_in_process(chats: list[Chat], decl: Path, model: Any, system: str, per_wave: int, live: bool = False
                   ) -> tuple[list[Checkpoint], list[dict[str, Any]], list[dict[str, Any]]]:
    """(checkpoints, boundaries, run records). `live`: contexts from the drivers' own tables
    instead of a rebuild of their logs after every wave."""
    from convcompact.runtime.driver import LocalDriver

    d = LocalDriver(load_declarations(decl), summarizer=model)
    history = fold(decl, [])  # the baselines' history, folded alongside
    cps: list[Checkpoint] = []
    for w, batch in enumerate(waves(chats, per_wave)):
        for r in batch:
            d.feed(ROLE[r["type"]], r)  # each packet is summarized and settled at once
            history.feed(ROLE[r["type"]], r)
        per_chat = _count_boundaries(d.records("boundaries"))
        now, then = Snap(d, live), Snap(history, live)
        for c in chats:
            if w * per_wave < c.messages:  # a chat that has ended is scored at its last wave
                newest = min((w + 1) * per_wave, c.messages)
                cps.append(checkpoint(c, newest, local_context(d, c.key, now), per_chat.get(c.key, 0),
                                      uncompacted_messages(history, c.key, then), system))
    return cps, d.records("boundaries"), d.records("runs")


def _count_boundaries(boundaries: list[dict[str, Any]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for b in boundaries:
        out[b["conversation"]["key"]] = out.get(b["conversation"]["key"], 0) + 1
    return out


# --- running: the real pipeline --------------------------------------------------------------


def run_pipeline(chats: list[Chat], decl: Path, system: str, per_wave: int, bootstrap: str, tmp: Path,
                 providers: Optional[str] = None) -> tuple[list[Checkpoint], list[dict[str, Any]], list[dict[str, Any]]]:
    """Broker + `convcompact worker` (a subprocess); each wave is produced once the one before
    has settled; the context is read from the worker's `/context` after every wave, and with
    `convcompact context --json` once at the end (they must agree)."""
    from bench.run import settings_for, start_worker, stop, wait_ready
    from convcompact.produce import produce_records
    from convcompact_topics.admin import create_topics

    s = settings_for(bootstrap, decl, "memory://", tmp, 4)
    if providers:
        s = s.with_overrides(providers=providers)
    asyncio.run(create_topics(s))
    log = tmp / f"worker-{s.app_id}.log"
    proc = start_worker(s, log)
    history = fold(decl, [])
    cps: list[Checkpoint] = []
    produced = 0
    try:
        wait_ready(s, proc)
        for w, batch in enumerate(waves(chats, per_wave)):
            asyncio.run(produce_records(s, batch))
            for r in batch:
                history.feed(ROLE[r["type"]], r)
            produced += sum(r["type"] == SourceMessage.TYPE for r in batch)
            _settle(s, produced, proc, log)
            bounds = _boundaries(s)
            per_chat = _count_boundaries(bounds)
            then = Snap(history)
            for c in chats:
                if w * per_wave < c.messages:
                    newest = min((w + 1) * per_wave, c.messages)
                    cps.append(checkpoint(c, newest, _web_context(s, c.key), per_chat.get(c.key, 0), uncompacted_messages(history, c.key, then), system))
            print(f"  wave {w + 1}: {len(bounds)} boundaries settled", file=sys.stderr)
        for c in chats:  # the contract's command gives the same context the worker serves
            if _cli_context(s, c.key)["messages"] != _web_context(s, c.key)["messages"]:
                raise RuntimeError(f"{c.key}: `convcompact context` and the worker's /context disagree")
        return cps, _boundaries(s), _runs(s)
    finally:
        stop(proc)


def _web_context(s: Any, conv: str) -> dict[str, Any]:
    from urllib.parse import quote

    url = f"http://127.0.0.1:{s.web_port}/context/{quote(conv, safe='')}?agent={AGENT}"
    with urllib.request.urlopen(url, timeout=30) as r:
        return json.loads(r.read())


def _runs(s: Any) -> list[dict[str, Any]]:
    import orjson

    from convcompact_topics.catalog import topic_name
    from convcompact_topics.reader import read_all

    return [orjson.loads(r.value) for r in asyncio.run(read_all(s, [topic_name(s, "runs")]))]


def _boundaries(s: Any) -> list[dict[str, Any]]:
    import orjson

    from convcompact_topics.catalog import topic_name
    from convcompact_topics.reader import read_all

    return [orjson.loads(r.value) for r in asyncio.run(read_all(s, [topic_name(s, "boundaries")])) if r.value]


def _settle(s: Any, messages: int, proc: subprocess.Popen, log: Path, timeout: float = 600) -> None:
    """Until every message produced has its evaluation and no packet is in flight."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the worker stopped (exit {proc.returncode}); see {log}")
        runs = _runs(s)
        evaluated = {r["run_id"] for r in runs if own_evaluation(r)}
        dispatched = {r["packet_id"] for r in runs if r["outcome"] == "dispatched"}
        done = {r["packet_id"] for r in runs if r["outcome"] in SETTLEMENT_OUTCOMES}
        if len(evaluated) >= messages and dispatched <= done:
            time.sleep(1.0)  # a catch-up evaluation may follow a settlement at once
            runs2 = _runs(s)
            if len(runs2) == len(runs):
                return
            continue
        time.sleep(1.0)
    raise RuntimeError(f"not settled after {timeout:.0f}s; see {log}")


def _cli_context(s: Any, conv: str) -> dict[str, Any]:
    env = {**__import__("os").environ, **s.to_env()}
    done = subprocess.run([sys.executable, "-m", "convcompact", "context", conv, "--agent", AGENT, "--json"],
                          env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"context {conv}: exit {done.returncode}: {done.stderr.strip()[-500:]}")
    return json.loads(done.stdout)


# --- the report ------------------------------------------------------------------------------


def receipts(boundaries: list[dict[str, Any]]) -> dict[str, Any]:
    """Model, usage and time per boundary, as the boundaries bind them."""
    per = []
    for b in boundaries:
        m = b["model"]
        t0, t1 = (datetime.fromisoformat(m[k].replace("Z", "+00:00")) for k in ("started_at", "finished_at"))
        per.append({"boundary_id": b["boundary_id"], "conversation": b["conversation"]["key"], "provider": m["provider"],
                    "model": m["model"], "requested_model": m["requested_model"], "usage": m["usage"],
                    "seconds": (t1 - t0).total_seconds(), "summary_chars": b["summary"]["chars"]})
    secs = [p["seconds"] for p in per]
    return {"boundaries": len(per), "models": sorted({p["model"] for p in per}),
            "input_tokens": sum(p["usage"]["input_tokens"] for p in per), "output_tokens": sum(p["usage"]["output_tokens"] for p in per),
            "seconds_mean": statistics.mean(secs) if secs else None, "seconds_max": max(secs) if secs else None, "per_boundary": per}


def _pct(v: Optional[float]) -> str:
    return "-" if v is None else f"{100 * v:.0f}%"


def grounding(runs: list[dict[str, Any]], keys: set[str]) -> Optional[dict[str, Any]]:
    """The grounding figure settlement recorded on the settled run records of these chats:
    per boundary, the numbers, dates, times and capitalised names of the summary that occur
    nowhere in its packet's input (counts only). None when no run record carries one."""
    settled = {r["run_id"]: r for r in runs if r["outcome"] == "settled" and r["conversation"] in keys}
    figures = [r["grounding"] for r in settled.values() if r.get("grounding")]
    if not figures:
        return None
    ungrounded = {k: sum(g["ungrounded"][k] for g in figures) for k in GROUNDING_KINDS}
    checked = {k: sum(g["checked"][k] for g in figures) for k in GROUNDING_KINDS}
    per = [sum(g["ungrounded"].values()) for g in figures]
    return {"boundaries": len(figures), "without_figure": len(settled) - len(figures), "ungrounded": ungrounded, "checked": checked,
            "per_boundary_mean": statistics.mean(per), "per_boundary_max": max(per), "boundaries_with_any": sum(1 for p in per if p)}


def _grounding_cell(g: Optional[dict[str, Any]]) -> str:
    return "-" if g is None else f"{g['per_boundary_mean']:.2f} ({g['boundaries_with_any']}/{g['boundaries']})"


def table(result: dict[str, Any], systems: list[str], ground: Optional[dict[str, Any]] = None, decay: bool = True) -> str:
    width, col = 30, 22
    cell = lambda v: v[: col - 1].rjust(col)  # noqa: E731
    rows = ["".ljust(width) + "".join(cell(s) for s in systems)]
    for kind in KINDS:
        rows.append(kind.ljust(width) + "".join(cell(_pct(result["by_kind"][s][kind])) for s in systems))
    rows.append("older than the tail".ljust(width) + "".join(cell(_pct(result["older_than_tail"][s])) for s in systems))
    rows.append("superseded: latest only".ljust(width) + "".join(cell(_pct(result["latest_only"][s])) for s in systems))
    rows.append("  ... both forms compacted".ljust(width) + "".join(cell(_pct(result["latest_only_compacted"][s])) for s in systems))
    rows.append("context chars (mean)".ljust(width) + "".join(cell(f"{result['context_chars'][s]:.0f}") for s in systems))
    rows.append("compression (history/ctx)".ljust(width) + "".join(cell(f"{result['compression'][s]:.1f}x") for s in systems))
    b = lambda s: result["boundaries"][s]  # noqa: E731
    rows.append("boundaries per chat min/median".ljust(width) + "".join(cell(f"{b(s)[0]}/{statistics.median(b(s)):g}" if b(s) else "-") for s in systems))
    if ground is not None:
        rows.append("ungrounded per boundary".ljust(width) + "".join(cell(_grounding_cell(ground.get(s))) for s in systems))
    if decay:
        ks = sorted({k for s in systems for k in result["decay"][s]})
        rows.append("older than the tail, by boundaries chained:")
        for k in ks:
            rows.append(f"  after boundary {k}".ljust(width) + "".join(cell(_pct(result["decay"][s].get(k))) for s in systems))
    return "\n".join(rows)


def svg_decay(result: dict[str, Any], systems: list[str], title: str) -> str:
    """Retention of facts older than the tail against boundaries chained, one line per system
    (plain SVG, as bench/run.py writes its plot: no plotting library needed)."""
    colors = ["#4a78b0", "#d9822b", "#5a9e5a", "#b04a6f", "#7a5ab0", "#888"]
    ks = sorted({k for s in systems for k in result["decay"][s]}) or [1]
    x0, y0, w, h = 60, 40, 480, 220
    px = lambda k: x0 + (w * (k - ks[0]) / max(1, ks[-1] - ks[0]))  # noqa: E731
    py = lambda v: y0 + h - h * v  # noqa: E731
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{x0 + w + 200}" height="{y0 + h + 50}" font-family="sans-serif" font-size="12">',
             f'<text x="10" y="18" font-weight="bold">{title}</text>']
    for v in (0, 0.25, 0.5, 0.75, 1.0):
        parts.append(f'<line x1="{x0}" y1="{py(v):.1f}" x2="{x0 + w}" y2="{py(v):.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{x0 - 40}" y="{py(v) + 4:.1f}" fill="#666">{100 * v:.0f}%</text>')
    for k in ks:
        parts.append(f'<text x="{px(k) - 4:.1f}" y="{y0 + h + 18}" fill="#666">{k}</text>')
    parts.append(f'<text x="{x0 + w / 2 - 60:.1f}" y="{y0 + h + 38}">boundaries chained</text>')
    for i, s in enumerate(systems):
        pts = [(px(k), py(v)) for k, v in result["decay"][s].items() if v is not None]
        c = colors[i % len(colors)]
        if pts:
            parts.append(f'<polyline fill="none" stroke="{c}" stroke-width="2" points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in pts)}"/>')
        parts.append(f'<rect x="{x0 + w + 16}" y="{y0 + 18 * i}" width="12" height="12" fill="{c}"/>')
        parts.append(f'<text x="{x0 + w + 34}" y="{y0 + 10 + 18 * i}">{s}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def targets(result: dict[str, Any], system: str, ground: Optional[dict[str, Any]] = None) -> list[tuple[str, str, bool]]:
    """The issue's targets for one summarizer, on the families it was not tuned on."""
    ours, tail = result["older_than_tail"][system] or 0.0, result["older_than_tail"]["tail only"] or 0.0
    latest = result["latest_only_compacted"][system] or 0.0
    chained = result["boundaries"][system]
    out = [(f"every chat chained 5 or more boundaries (fewest: {chained[0] if chained else 0})", str(chained[0] if chained else 0),
            bool(chained) and chained[0] >= 5),
           (f"facts older than the tail kept: {_pct(ours)} (>= 80%)", _pct(ours), ours >= 0.8),
           (f"superseded facts, both forms older than the tail, in their latest form only: {_pct(latest)} (>= 90%)", _pct(latest), latest >= 0.9),
           (f"older than the tail vs tail only at the same size: {_pct(ours)} vs {_pct(tail)} (>= 2x)",
            f"{ours / tail:.1f}x" if tail else "inf", ours >= 2 * tail and ours > 0)]
    if ground is not None and ground.get(system) is not None:
        g = ground[system]
        out.append((f"grounding: ungrounded numbers, dates, times, names per boundary {g['per_boundary_mean']:.2f} (the local summarizer: 0)",
                    str(g["per_boundary_mean"]), g["per_boundary_mean"] == 0))
    return out


def overview(groups: dict[str, Any], system: str, after: tuple[int, ...] = (1, 5, 10)) -> str:
    """One row per group (`system` is the embedded summarizer; "ours" in the header): facts
    older than the tail kept (the summarizer, tail only, uncompacted),
    superseded facts in their latest form only (both forms older than the tail), retention
    after `after` boundaries chained, grounding, boundaries per chat."""
    head = ["group", "tuned?", "facts", "older than tail kept: ours / tail only / uncompacted", "latest form only: ours / tail / unc.",
            *(f"after {k}" for k in after), "ungrounded/bdy", "boundaries min/med"]
    rows = [head]
    for label, g in groups.items():
        r, ground = g["result"], g["grounding"].get(system)
        b = r["boundaries"][system]
        rows.append([label, "TUNED" if g["tuned"] else "held out", str(sum(g["facts"].values())),
                     " / ".join(_pct(r["older_than_tail"][s]) for s in (system, "tail only", "uncompacted")),
                     " / ".join(_pct(r["latest_only_compacted"][s]) for s in (system, "tail only", "uncompacted")),
                     *(_pct(r["decay"][system].get(k)) for k in after),
                     "-" if ground is None else f"{ground['per_boundary_mean']:.2f}", f"{b[0]}/{statistics.median(b):g}" if b else "-"])
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    return "overview:\n" + "\n".join("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))) for row in rows)


FATES = ("kept", "entered, then dropped", "never entered")


def fates(chats: list[Chat], checkpoints: list[Checkpoint], boundaries: list[dict[str, Any]], system: str,
          summary_chars: int) -> dict[str, Any]:
    """Where the facts older than the tail went, by kind: kept (answered by the final
    context), entered then dropped (some summary of a boundary covering the fact answered it,
    the final one not), or never entered (no summary ever answered it: it lost at the boundary
    that first froze it and at every one after). Counts only, so it may be shown for held-out
    families. And the room they need: the characters of each fact's shortest sentence that
    answers it (in its latest form), with a bullet's prefix, per chat, against the summary's
    budget; a summarizer must spend that share of its room on planted facts to keep them all."""
    from convcompact.core.summarize import _sentences  # (the summarizer's own sentence rule)

    summaries: dict[str, list[tuple[int, str]]] = {}
    for b in boundaries:
        summaries.setdefault(b["conversation"]["key"], []).append((b["covered_through"]["source_seq"], b["summary"]["text"]))
    final = {cp.chat: cp for cp in checkpoints}
    counts = {k: dict.fromkeys(FATES, 0) for k in KINDS}
    need: list[int] = []
    for c in chats:
        cp = final[c.key]
        snap = cp.systems[system]
        latest_of = latest_texts(c)
        chars = 0
        for f in c.facts:
            if not (due(f, cp) and older_than_tail(f, snap)):
                continue
            if answered(f, snap.text):
                fate = "kept"
            elif any(answered(f, text) for covered, text in summaries.get(c.key, []) if covered >= counted_from(f)):
                fate = "entered, then dropped"
            else:
                fate = "never entered"
            counts[f.kind][fate] += 1
            latest = latest_of(f) or ""
            hits = [len(x) for _, x in _sentences(latest) if answered(f, x)]
            chars += (min(hits) if hits else len(latest)) + len(f"#{f.seq} a: ") + 1
        need.append(chars)
    total = {fate: sum(k[fate] for k in counts.values()) for fate in FATES}
    return {"by_kind": counts, "total": total, "room_needed_mean": statistics.mean(need) if need else 0.0,
            "room_needed_max": max(need, default=0), "summary_chars": summary_chars}


def fates_line(f: dict[str, Any]) -> str:
    t = f["total"]
    lost = t["entered, then dropped"] + t["never entered"]
    kinds = ", ".join(f"{k} {v['never entered']}/{v['entered, then dropped']}" for k, v in f["by_kind"].items()
                      if v["never entered"] or v["entered, then dropped"])
    return (f"facts older than the tail: {t['kept']} kept, {lost} lost: {t['never entered']} never entered a summary, "
            f"{t['entered, then dropped']} entered then dropped (by kind, never/dropped: {kinds}); quoted whole they need "
            f"{f['room_needed_mean']:.0f} characters a chat (at most {f['room_needed_max']}) of the summary's {f['summary_chars']}")


def misses(chats: list[Chat], checkpoints: list[Checkpoint], system: str) -> list[str]:
    """What the summarizer lost of one family (facts older than the tail not answered, or
    answered with their stale form too), each with the text that planted it."""
    final = {cp.chat: cp for cp in checkpoints}
    out = []
    for c in chats:
        cp = final[c.key]
        snap = cp.systems[system]
        texts = {r["source_seq"]: r["text"] for _, r in c.records if r["type"] == SourceMessage.TYPE}
        latest_of = latest_texts(c)
        for f in c.facts:
            if not (due(f, cp) and older_than_tail(f, snap)):
                continue
            lost = not answered(f, snap.text)
            stale = f.kind in SUPERSEDED and 0 < f.known_at <= snap.covered and not lost and not latest_only(f, snap.text)
            if lost or stale:
                latest = latest_of(f)
                out.append(f"{c.key} #{f.seq} {f.kind}: {'LOST' if lost else 'STALE FORM TOO'} probe={f.probe} "
                           f"planted={texts.get(f.seq)!r} latest={latest!r}")
    return out


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--families", default=",".join(FAMILIES), help=f"comma-separated, of {', '.join(FAMILIES)} (default: all)")
    ap.add_argument("--tuning", action="store_true", help=f"the tuning set only ({', '.join(TUNED)}): for iterating on the summarizer")
    ap.add_argument("--tuned", default=",".join(TUNED),
                    help="comma-separated: the families the summarizer was tuned on (reported apart, never in the headline)")
    ap.add_argument("--seeds", default="7,8,9", help="comma-separated seeds: every family is generated once per seed")
    ap.add_argument("--seed", type=int, help="a single seed (the same as --seeds N)")
    ap.add_argument("--chats", type=int, default=6, help="chats per family and seed")
    ap.add_argument("--messages", type=int, default=None, help="messages per chat (default: each family's own)")
    ap.add_argument("--wave", type=int, default=10, help="messages per chat in each installment")
    ap.add_argument("--in-process", action="store_true", help="the core's in-process driver, no broker")
    ap.add_argument("--live-table", action="store_true",
                    help="in process: read every context from the driver's own table, not a rebuild of its log per wave (faster)")
    ap.add_argument("--provider", action="append", default=[], help="a provider profile to benchmark too (repeatable)")
    ap.add_argument("--providers", help="the provider profiles TOML (CONVCOMPACT_PROVIDERS)")
    ap.add_argument("--summarizer-from", action="append", default=[], metavar="REV",
                    help="also the embedded summarizer at this git revision (in-process only)")
    ap.add_argument("--misses", action="store_true", help="list the tuning set's lost facts (never a held-out family's)")
    ap.add_argument("--summary-chars", type=int, default=None, metavar="N",
                    help=f"the summary's budget (max_summary_chars, default {POLICY['max_summary_chars']}); above the default the "
                         "trigger grows by as much, so the raw context and each frozen span stay as they were")
    ap.add_argument("--out", default=str(REPO / "bench" / "results"))
    args = ap.parse_args(argv)
    if args.live_table and not args.in_process:
        ap.error("--live-table needs --in-process")
    if args.summarizer_from and not args.in_process:
        ap.error("--summarizer-from needs --in-process (a worker runs the installed summarizer)")
    tuned_set = [f for f in args.tuned.split(",") if f]
    families = tuned_set if args.tuning else [f for f in args.families.split(",") if f]
    for f in families + tuned_set:
        if f not in FAMILIES:
            ap.error(f"no family {f!r} (there are {', '.join(FAMILIES)})")
    seeds = [args.seed] if args.seed is not None else [int(s) for s in args.seeds.split(",") if s]
    policy = policy_for(args.summary_chars)
    from convcompact_agents.providers import load_profiles
    from convcompact.core.model_runner import LocalExtractive

    profiles = load_profiles(args.providers)
    for p in args.provider:
        if p not in profiles:
            ap.error(f"--provider {p}: no such profile in {args.providers or 'the defaults'} ({sorted(profiles)})")
    chats = corpus(families, seeds, args.chats, args.messages)
    tmp = Path(tempfile.mkdtemp(prefix="quality-"))
    embedded = LocalExtractive.model
    runs: list[tuple[str, Path, Any, Optional[str]]] = [(embedded, declarations(tmp / "local", policy=policy), LocalExtractive(), None)]
    try:  # the declarations' own rules judge a --summary-chars (its least, and the room it leaves the tail)
        load_declarations(runs[0][1])
    except DeclarationError as e:
        ap.error(f"--summary-chars {args.summary_chars}: {e}")
    for rev in args.summarizer_from:
        old = summarizer_from(rev)
        runs.insert(0, (f"{old.model}@{rev[:7]}", declarations(tmp / f"rev-{rev[:8]}", model=old.model, policy=policy), old, None))
    for p in args.provider:
        model = ProviderModel(p, profiles[p]) if args.in_process else None
        runs.append((f"{p}:{profiles[p].model}", declarations(tmp / f"p-{p}", p, profiles[p].model, policy), model, args.providers))
    bootstrap, b = (None, None)
    if not args.in_process:
        from bench.run import broker

        bootstrap, b = broker()
    checkpoints: dict[tuple[str, int], Checkpoint] = {}
    run_records: dict[str, list[dict[str, Any]]] = {}
    run_boundaries: dict[str, list[dict[str, Any]]] = {}
    report: dict[str, Any] = {"seeds": seeds, "chats_per_family_and_seed": args.chats, "tuned": tuned_set,
                              "mode": "in-process" if args.in_process else "broker", "policy": policy, "receipts": {}}
    print(f"policy: trigger {policy['trigger_input_chars']}, tail {policy['retain_input_chars']}, summary {policy['max_summary_chars']} characters",
          file=sys.stderr)
    try:
        for name, decl, model, providers in runs:
            t0 = time.time()
            if args.in_process:
                cps, bounds, rr = run_in_process(chats, decl, model, name, args.wave, args.live_table)
            else:
                cps, bounds, rr = run_pipeline(chats, decl, name, args.wave, bootstrap, tmp, providers)  # type: ignore[arg-type]
            print(f"{name}: {len(bounds)} boundaries in {time.time() - t0:.1f}s", file=sys.stderr)
            report["receipts"][name] = receipts(bounds)
            run_records[name] = rr
            run_boundaries[name] = bounds
            for i, cp in enumerate(cps):
                merged = checkpoints.setdefault((cp.chat, i), cp)
                # The baselines are measured beside the embedded summarizer's context (its
                # budget, its coverage); every other system adds only its own context.
                merged.systems.update(cp.systems if name == embedded else {name: cp.systems[name]})
            if isinstance(model, ProviderModel):
                model.close()
    finally:
        if b is not None:
            from bench.run import stop_broker

            stop_broker(b)
    systems = [name for name, *_ in runs] + ["tail only", "uncompacted"]
    ordered = [checkpoints[k] for k in sorted(checkpoints, key=lambda k: k[1])]
    held_out = [f for f in families if f not in tuned_set]
    tuning = [f for f in families if f in tuned_set]
    groups: dict[str, list[str]] = {}
    if held_out:
        groups[HEADLINE] = held_out
    if len(tuning) > 1:
        groups[TUNING] = tuning
    groups.update({f: [f] for f in held_out + tuning})
    # The targets are judged on the held-out families; a run of the tuning set alone shows them
    # there too, labelled as what it is.
    judged = HEADLINE if held_out else TUNING if len(tuning) > 1 else tuning[0]
    report["groups"] = {}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    headline = None
    for label, fams in groups.items():
        members = [c for c in chats if c.family in fams]
        keys = {c.key for c in members}
        result = score(members, [cp for cp in ordered if cp.chat in keys], systems)
        ground = {s: grounding(run_records[s], keys) for s in run_records}
        facts = {k: sum(f.kind == k for c in members for f in c.facts) for k in KINDS}
        tuned = all(f in tuned_set for f in fams)
        fate = fates(members, [cp for cp in ordered if cp.chat in keys], [b for b in run_boundaries[embedded] if b["conversation"]["key"] in keys],
                     embedded, policy["max_summary_chars"])
        report["groups"][label] = {"families": fams, "tuned": tuned, "chats": len(members), "facts": facts, "result": result, "grounding": ground,
                                   "fates": fate}
        if label == judged:
            headline = (result, ground)
        title = (f"== {', '.join(fams)}: HELD OUT, not tuned on (the headline)" if label == HEADLINE else
                 f"== {', '.join(fams)}: TUNED ON (the tuning set), not a measure" if label == TUNING else
                 f"== {label} ({FAMILIES[label].LANGUAGE}){': TUNED ON, not a measure' if tuned else ': held out'}")
        print(f"{title}; seeds {', '.join(map(str, seeds))}; {len(members)} chats, {sum(facts.values())} facts "
              f"({', '.join(f'{k} {v}' for k, v in facts.items())}); share of probes answered by the context an agent receives:")
        print(table(result, systems, ground))
        print(f"{embedded}: {fates_line(fate)}")
        print()
    for name, *_ in runs:
        r = report["receipts"][name]
        print(f"{name}: {r['boundaries']} boundaries, models {r['models']}, tokens in/out {r['input_tokens']}/{r['output_tokens']}, "
              f"seconds per boundary mean {r['seconds_mean'] or 0:.3f} max {r['seconds_max'] or 0:.3f}")
    if headline is not None:
        result, ground = headline
        for name in [n for n, *_ in runs]:
            g = ground.get(name)
            if g is not None:
                print(f"grounding, {name} ({judged}): ungrounded " + ", ".join(f"{k} {g['ungrounded'][k]} of {g['checked'][k]}" for k in GROUNDING_KINDS)
                      + f" over {g['boundaries']} boundaries" + (f" ({g['without_figure']} settled without a figure)" if g["without_figure"] else ""))
        print(f"targets ({embedded}, {judged}: {', '.join(groups[judged])}"
              + ("" if judged == HEADLINE else "; NOT held out, so not a measure") + "):")
        met = targets(result, embedded, ground)
        for what, figure, ok in met:
            print(f"  [{'met' if ok else 'NOT met'}] {what}: {figure}")
        report["targets"] = [{"what": w, "figure": f, "met": ok} for w, f, ok in met]
        (out / "quality.svg").write_text(svg_decay(result, systems, f"facts older than the tail still answered ({judged}), by boundaries chained"))
        print()
        print(overview(report["groups"], embedded))
    if args.misses and tuning:
        members = [c for c in chats if c.family in tuning]
        keys = {c.key for c in members}
        lost = misses(members, [cp for cp in ordered if cp.chat in keys], embedded)
        print(f"\n{len(lost)} facts of the tuning set ({', '.join(tuning)}) lost or stale in {embedded}:")
        print("\n".join(lost))
    (out / "quality.json").write_text(json.dumps(report, indent=2))
    print(f"wrote {out / 'quality.json'}" + (f" and {out / 'quality.svg'}" if headline is not None else ""))
    shutil.rmtree(tmp, ignore_errors=True)  # this run's declarations and worker logs: kept only where it failed (its errors name them)
    return 0


if __name__ == "__main__":
    sys.exit(main())
