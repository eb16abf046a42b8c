"""The devops family: an engineering team's chat in English, Slack-style.

Written apart from the summarizer and from the classic family. Its chatter is mostly lower
case and unpunctuated, with emoji, links to PRs and dashboards, pasted log lines, stack
traces and code, one-word acks, and long rants; log lines are full of numbers, times, dates
and capitalised words, so keeping every digit or every capital is not a way to find facts.
Its facts are phrased the way engineers write them ("Postgres 16 for the ledger service,
final answer"), with no "we decided" in sight.
"""

from __future__ import annotations

import random
from typing import Any, Optional

from .common import Chat, Ids, Planted, Pools, Voice, assemble

NAME = "devops"
# Messages per chat by default: enough history (about 14,000 to 20,000 characters) for 5 or more
# chained boundaries under the bench's policy, with about 20 facts a chat, as in the classic family.
MESSAGES = 200
LANGUAGE = "en"

_SERVICES = ["ledger service", "event bus", "flag service", "search indexer", "auth gateway", "metrics pipeline",
             "push notifier", "image resizer", "job queue", "secrets store", "edge cache", "log shipper",
             "retry worker", "admin console", "billing exporter", "session store", "rate limiter", "webhook relay"]
_TECH = ["Postgres 16", "Redpanda", "Unleash", "OpenSearch", "Envoy", "VictoriaMetrics", "Firebase", "libvips",
         "Sidekiq", "Vault", "Fastly", "Vector", "Temporal", "Retool", "ClickHouse", "NATS", "Valkey", "Caddy"]
_PEOPLE = ["Kofi", "Ines", "Tomasz", "Priyanka", "Joaquim", "Sunniva", "Oluwaseun", "Ilse", "Dariusz", "Annika",
           "Ruairi", "Maelle", "Hiroshi", "Chidi", "Freya", "Mateus"]
_ROLES = ["SRE lead", "release captain", "DBA for billing", "incident commander", "security champion",
          "tech lead for search", "QA lead", "platform lead", "product manager", "on-call engineer",
          "eng manager", "staff engineer for storage"]
_RELEASES = ["v4.2 release", "holiday release", "Q1 launch", "mobile 7.0 rollout", "API v3 cutover", "SOC2 audit",
             "data center exit", "pricing launch"]
_TASKS = ["rotate the staging certs", "bump the helm chart", "backfill the invoices table", "delete the orphaned buckets",
          "renew the wildcard cert", "upgrade the node pools", "add disk usage alerts", "write the postmortem",
          "fix the flaky login test", "migrate the cron jobs", "update the runbook", "revoke the old API keys",
          "archive the legacy repo", "tag the release candidate", "drain the old broker", "pin the base image"]
_PLACES = ["the redis cluster", "the build cache", "the vector DB", "the staging DB", "the CI runners", "the kafka cluster",
           "the artifact store", "the bastion host"]
_REGIONS = ["eu-west-1", "us-east-2", "ap-south-1", "eu-central-1", "us-west-2", "sa-east-1", "ca-central-1",
            "eu-north-1", "ap-northeast-2", "me-south-1"]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

_DECISION = ["ok consensus from the call: the {s} goes on {t}", "{t} for the {s}, final answer, closing the RFC",
             "alright we're doing {t} for the {s}. mysql folks sorry 😅", "after the bake-off {t} won for the {s} 🎉",
             "ADR accepted → {s} moves to {t}"]
_NUMBER = [("p99 budget for the {s} is {n}ms, anything above that pages", ("{s}", "{n}ms")),
           ("we've got {n} GiB left in the {s} quota", ("{s}", "{n} GiB")),
           ("max pool size on the {s} is {n}. dont bump it without asking", ("{s}", "{n}")),
           ("{s} error budget this quarter = {n} min", ("{s}", "{n} min"))]
_DATE = [("code freeze for the {r} starts {d} {h} UTC", ("{r}", "{d}", "{h}")),
         ("{s} maintenance window is {w} {h} UTC, two hours max", ("{s}", "{h}")),
         ("heads up the {r} is locked for {d}", ("{r}", "{d}")),
         ("{r} go/no-go call: {d} at {h} UTC", ("{r}", "{d}", "{h}"))]
_WHO = [("fyi {p} is {r} now, ping them not me", ("{p}", "{r}")),
        ("welcome {p} 👋 our new {r}", ("{p}", "{r}")),
        ("{p} = {r} until further notice", ("{p}", "{r}")),
        ("for anything {r} related talk to {p}", ("{p}", "{r}"))]
_TASK = ["someone pls {a} before {w}, it's blocking the release", "TODO(anyone): {a}",
         "can someone {a}? nobody picked it up yet", "ticket OPS-{k} is still open: {a}, unassigned"]
_EDIT = [("rollback target for the {s} is {x}", "rollback target for the {s} is {y}", "{s}", "snap"),
         ("canary weight for the {s}: {x}", "canary weight for the {s}: {y}", "{s}", "pct"),
         ("hotfix for the {s} ships as {x}", "hotfix for the {s} ships as {y}", "{s}", "ver")]
_CONTRA = [("{c} lives in {x} btw", ["heads up {c} got moved to {y} overnight", "{c} is on {y} now, update your configs",
                                      "migration done, {c} runs in {y} from today"], "{c}", "region"),
           ("{s} deploys go out every {x} hours", ["we switched {s} deploys to every {y} hours",
                                                   "{s} now deploys every {y} hours, was too noisy"], "{s}", "hours")]

_ACKS = ["lgtm", "+1", "👍", "ty!", "np", "on it", "looking", "same", "k", "ya", "🙃", "🚀🚀", "nice", "ack", "👀", "💯",
         "done", "thx", "oops", "lol", "merged", "brb"]
_SHORT = ["morning 👋", "brb coffee", "ci is red again", "who broke main", "standup in 5", "lunch?",
          "wfh today", "meeting ran over sorry", "anyone else seeing slow builds today", "ugh flaky test again",
          "is it just me or is the vpn super slow", "retrying the pipeline", "pushing a fix",
          "my laptop will restart for updates in 10 min", "the build will be green tomorrow i promise lol",
          "will look at it today or tomorrow", "going to grab food will be back in 20"]
# Long unpunctuated messages, put together from pieces, so no two are the same.
_RANT_BITS = ["honestly the thing with the flaky tests is that nobody owns them", "every time someone retries the pipeline it goes green",
              "so we just keep merging and a week later everything is red", "we spend a whole day bisecting again",
              "i keep saying we need a quarantine list but here we are", "it turns out the timeout was never the problem",
              "the retry loop hammered the upstream until it fell over", "then the alert fired for the wrong service",
              "i will write it up properly tomorrow when my brain works", "the docs for the deploy tool are three versions behind",
              "half the flags they mention dont exist anymore", "every new person asks the same questions in here",
              "maybe we could fix the docs at some point this quarter", "the dashboards were lying to us because the scrape interval changed",
              "nobody noticed the graphs just got smoother lol", "today was supposed to be a focus day and it was all meetings",
              "will try again tomorrow morning before standup", "not to be that person but", "ok so", "anyway",
              "the staging env is basically a coin flip at this point", "i think the cache warmup is what kills us after each deploy"]
_CODE = ["```python\ndef retry(fn, attempts=3, backoff=0.5):\n    for i in range(attempts):\n        try:\n"
         "            return fn()\n        except TimeoutError:\n            time.sleep(backoff * 2 ** i)\n"
         "    raise RuntimeError('gave up')\n```",
         "```yaml\nresources:\n  limits:\n    cpu: {a}m\n    memory: {b}Mi\nreplicas: {c}\n```",
         "```sql\nSELECT tenant_id, count(*) FROM events WHERE created_at > now() - interval '{c} hours' GROUP BY 1 ORDER BY 2 DESC LIMIT {a};\n```",
         "```\n$ kubectl get pods -n prod | grep -v Running\nworker-{c}-7f9c   0/1   CrashLoopBackOff   {b}   {a}m\n```"]
_LOGS = ["2026-11-{dd}T{hh}:{mm}:{ss}.{ms}Z ERROR [worker-{c}] upstream timeout after {a}ms (attempt {d}/5) host=10.0.{c}.{b}:8443",
         "2026-11-{dd}T{hh}:{mm}:{ss}.{ms}Z WARN  [gateway] 503 from /api/v2/orders in {a}ms request_id={hex}",
         "Traceback (most recent call last):\n  File \"/srv/app/handlers.py\", line {a}, in handle\n    tenant = ctx['tenant_id']\nKeyError: 'tenant_id'",
         "[{hh}:{mm}:{ss}] INFO  Deployment rollout step {d} of 5 ({c}/12 pods ready)",
         "E{mm}{ss} {hh}:{mm}:{ss}.{ms} {b} reflector.go:{a}] Failed to watch *v1.Pod: Unauthorized"]
_LINKS = ["can someone review https://github.com/acme/platform/pull/{a}", "dashboard: https://grafana.acme.dev/d/{hex}/latency?from=now-6h",
          "status page says degraded https://status.acme.dev/incidents/{a}", "relevant: https://stackoverflow.com/q/{b}{a}",
          "pr is up https://github.com/acme/infra/pull/{a} 🙏", "the trace https://tempo.acme.dev/trace/{hex}"]
_BOT = ["Opened a thread for this.", "Runbook: https://wiki.acme.dev/runbooks/{a}", "I'll remind the channel at 09:30 tomorrow.",
        "The last deploy finished {a} seconds ago.", "I can't see the logs from here, sorry.", "Noted.",
        "Here is the on-call schedule link: https://pager.acme.dev/schedules/{hex}"]


def _fill(rng: random.Random, template: str) -> str:
    """Chatter's own numbers: drawn afresh each time, so no two log lines are exact repeats."""
    return template.format(a=rng.randrange(100, 9999), b=rng.randrange(1, 99), c=rng.randrange(1, 12), d=rng.randrange(1, 5),
                           dd=f"{rng.randrange(1, 29):02d}", hh=f"{rng.randrange(0, 24):02d}", mm=f"{rng.randrange(0, 60):02d}",
                           ss=f"{rng.randrange(0, 60):02d}", ms=f"{rng.randrange(0, 1000):03d}",
                           hex="".join(rng.choice("0123456789abcdef") for _ in range(8)))


def _chatter(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.25:
        return rng.choice(_ACKS)
    if r < 0.55:
        return rng.choice(_SHORT)
    if r < 0.65:
        return " ".join(rng.sample(_RANT_BITS, rng.randrange(4, 9)))
    if r < 0.75:
        return _fill(rng, rng.choice(_CODE))
    if r < 0.9:
        lines = [_fill(rng, rng.choice(_LOGS)) for _ in range(rng.randrange(1, 5))]
        return rng.choice(["seeing this in prod:\n", "", "anyone seen this before?\n"]) + "\n".join(lines)
    return _fill(rng, rng.choice(_LINKS))


class _Draw:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, s=_SERVICES, t=_TECH, p=_PEOPLE, r=_ROLES, rel=_RELEASES, a=_TASKS, c=_PLACES, region=_REGIONS)

    def number(self) -> str:
        return str(self.p.unique(lambda: self.rng.randrange(120, 9800)))

    def date(self) -> str:
        return self.p.unique(lambda: f"2026-12-{self.rng.randrange(1, 29):02d}")

    def hour(self) -> str:
        return self.p.unique(lambda: f"{self.rng.randrange(0, 24):02d}:{self.rng.choice(['00', '15', '30', '45'])}")

    def value(self, kind: str) -> Any:
        r = self.rng
        if kind == "snap":
            return self.p.unique(lambda: f"snap-{r.randrange(1000, 9999)}")
        if kind == "pct":
            return self.p.unique(lambda: f"{r.randrange(11, 95)}%")
        if kind == "ver":
            return self.p.unique(lambda: f"v3.{r.randrange(10, 99)}.{r.randrange(1, 9)}")
        if kind == "region":
            return self.p.take("region")
        return str(self.p.unique(lambda: r.randrange(2, 48)))  # hours


def _plant(kind: str, d: _Draw, rng: random.Random) -> Planted:
    if kind == "decision":
        s, t = d.p.take("s"), d.p.take("t")
        return (rng.choice(_DECISION).format(s=s, t=t), (t, s), None) if s and t else None
    if kind in ("number", "date/time", "who is who"):
        text, probe = rng.choice({"number": _NUMBER, "date/time": _DATE, "who is who": _WHO}[kind])
        slots = dict(s=d.p.take("s"), r=d.p.take("rel") if kind == "date/time" else d.p.take("r"), p=d.p.take("p"),
                     n=d.number(), d=d.date(), h=d.hour(), w=rng.choice(_DAYS))
        if not all(slots.values()):
            return None
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "open task":
        a = d.p.take("a")
        return (rng.choice(_TASK).format(a=a, w=rng.choice(_DAYS), k=rng.randrange(100, 999)), (a,), None) if a else None
    if kind == "corrected (edit)":
        first, newer, subject, vkind = rng.choice(_EDIT)
        s, x, y = d.p.take("s"), d.value(vkind), d.value(vkind)
        if not (s and x and y):
            return None
        return first.format(s=s, x=x), (subject.format(s=s), y), (newer.format(s=s, y=y), (x,))
    first, newers, subject, vkind = rng.choice(_CONTRA)
    s, c, x, y = d.p.take("s"), d.p.take("c"), d.value(vkind), d.value(vkind)
    if not (s and c and x and y):
        return None
    x_text = f"{x}" if vkind == "region" else f"every {x} hours"
    slots = dict(s=s, c=c, x=x, y=y)
    return first.format(**slots), (subject.format(**slots), y if vkind == "region" else f"every {y} hours"), (
        rng.choice(newers).format(**slots), (x_text,))


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.11) -> list[Chat]:
    rng = random.Random(f"devops/{seed}")
    name = ids or (lambda c: f"dev{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    d = _Draw(rng)
    people = [f"user{rng.randrange(100000, 999999)}" for _ in range(rng.randrange(4, 8))]
    voice = Voice(
        plant=lambda kind: _plant(kind, d, rng),
        chatter=lambda: (_chatter(rng), None),
        wrap=lambda text: rng.choice([f"{text}\n\nunrelated but {_chatter(rng)}", f"{rng.choice(_SHORT)}. also {text}",
                                      f"{text} (see https://wiki.acme.dev/pages/{rng.randrange(1000, 99999)})"]),
        wrap_share=0.3,
        reply=lambda: _fill(rng, rng.choice(_BOT)),
        reply_share=0.2,
        # Bursts: most messages seconds apart, then a gap (a meeting, a night).
        gap_s=lambda: int(60 * rng.choice([0.2, 0.5, 1, 1, 2, 3])) if rng.random() > 0.05 else 60 * rng.randrange(60, 900),
        supersede_after=(8, 45),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
