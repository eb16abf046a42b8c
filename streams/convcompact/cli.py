"""`convcompact`: one CLI. Thin: parses settings, calls one function, maps errors to exit codes.

Exit codes: 0 ok, 1 error, 2 usage (an unknown conversation, or boundary for `show`), 3 fail
closed (`context`, `show`) or a broken chain (`verify`).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any, Optional, Sequence

import orjson

from .core.errors import ChainBroken, ConvcompactError
from .settings import SECURITY_ENV, Settings


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--broker", dest="bootstrap", help="bootstrap servers (KAFKA_BOOTSTRAP_SERVERS)")
    p.add_argument("--declarations", help="declarations folder (CONVCOMPACT_DECLARATIONS)")
    p.add_argument("--topic-prefix", dest="topic_prefix", help="prefix of every topic (CONVCOMPACT_TOPIC_PREFIX)")
    p.add_argument("--app-id", dest="app_id", help="Faust app id / consumer-group base (CONVCOMPACT_APP_ID)")
    p.add_argument("--partitions", type=int, help="partitions of every topic (CONVCOMPACT_PARTITIONS)")
    _security(p)


def _security(p: argparse.ArgumentParser) -> None:
    """Kafka security (convcompact.kafka_security). Secrets only from files: a flag's value shows
    in the process list and an environment variable is inherited by every child."""
    g = p.add_argument_group("Kafka security (secrets only from files)")
    g.add_argument("--security-protocol", dest="security_protocol", type=str.upper,
                   choices=["PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"], help="KAFKA_SECURITY_PROTOCOL (default PLAINTEXT)")
    g.add_argument("--sasl-mechanism", dest="sasl_mechanism", type=str.upper,
                   choices=["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "OAUTHBEARER"], help="KAFKA_SASL_MECHANISM")
    g.add_argument("--sasl-username", dest="sasl_username", help="KAFKA_SASL_USERNAME")
    g.add_argument("--sasl-password-file", dest="sasl_password_file", metavar="PATH", help="file holding the SASL password (KAFKA_SASL_PASSWORD_FILE)")
    g.add_argument("--sasl-oauth-token-file", dest="sasl_oauth_token_file", metavar="PATH",
                   help="OAUTHBEARER: file holding the token, read at each connection (KAFKA_SASL_OAUTH_TOKEN_FILE)")
    g.add_argument("--sasl-oauth-token-provider", dest="sasl_oauth_token_provider", metavar="MODULE:ATTR",
                   help="OAUTHBEARER: an aiokafka AbstractTokenProvider, or what makes one (KAFKA_SASL_OAUTH_TOKEN_PROVIDER)")
    g.add_argument("--ssl-cafile", dest="ssl_cafile", metavar="PATH", help="CA certificates the brokers' certificates are checked against (KAFKA_SSL_CAFILE; default: the system's)")
    g.add_argument("--ssl-certfile", dest="ssl_certfile", metavar="PATH", help="client certificate, PEM, for mutual TLS (KAFKA_SSL_CERTFILE)")
    g.add_argument("--ssl-keyfile", dest="ssl_keyfile", metavar="PATH", help="its private key, PEM (KAFKA_SSL_KEYFILE)")
    g.add_argument("--ssl-key-password-file", dest="ssl_key_password_file", metavar="PATH", help="file holding the key's password (KAFKA_SSL_KEY_PASSWORD_FILE)")


INGEST_EPILOG = """\
invalid entries:
  By default an import is strict: one invalid entry (a message or update that is
  malformed) refuses the whole import, naming it, and nothing is produced.
  --skip-invalid imports the rest instead and writes a report, one JSON object a
  line per skipped entry, before anything is produced (also with --dry-run):
    {"entry": "result.json: messages[11]", "index": 11, "reason": "...",
     "chat_id": "1234567", "message_id": 12, "update_id": null}
  "reason" is the error strict mode would have refused with (it names the field).
  The report goes to --report PATH, '-' for stderr, by default FILE.skipped.jsonl
  beside the input; the summary line on stderr says where and how many.

sender ids:
  A message's sender_id is Telegram's own id: from_id of an export (user42,
  channel77), user<from.id> of the Bot API. Where Telegram names no sender
  (deleted accounts, channel posts) it falls back to what the message carries:
  export: actor_id, else channel<chat id> in a channel, else deleted-account;
  updates: chat<sender_chat.id> (before from, which is then a placeholder bot),
  else chat<chat.id> in a channel, else deleted-account.
"""


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="convcompact", description=__doc__)
    sub = top.add_subparsers(dest="command", required=True)

    w = sub.add_parser("worker", help="run the pipeline (Faust worker)")
    _common(w)
    w.add_argument("--web-port", dest="web_port", type=int, help="web port for /metrics and /context (CONVCOMPACT_WEB_PORT)")
    w.add_argument("--web-host", dest="web_host",
                   help="host name other workers reach this one's web port at, for /context routing (CONVCOMPACT_WEB_HOST)")
    w.add_argument("--data-dir", dest="data_dir", help="table stores (CONVCOMPACT_DATA_DIR)")
    w.add_argument("--replication", type=int, help="replicas of the topics it creates, the table's changelog included (CONVCOMPACT_REPLICATION)")
    w.add_argument("--store", help="table store URL: rocksdb:// (default) or memory:// (CONVCOMPACT_STORE)")
    w.add_argument("--loglevel", default="info")

    t = sub.add_parser("topics", help="topic administration")
    tsub = t.add_subparsers(dest="topics_command", required=True)
    tc = tsub.add_parser("create", help="create every topic with its partitions, cleanup policy and retention")
    _common(tc)
    tc.add_argument("--replication", type=int,
                    help="replicas of every topic (default 1; CONVCOMPACT_REPLICATION); 3 or more also sets min.insync.replicas=2")
    tc.add_argument("--input-retention-ms", dest="input_retention_ms", type=int,
                    help="retention of the input topics, the system of record (-1: for ever, the default; CONVCOMPACT_INPUT_RETENTION_MS)")
    tc.add_argument("--operational-retention-ms", dest="operational_retention_ms", type=int,
                    help="retention of runs, dispatch, results and dead letters (default 7 days; CONVCOMPACT_OPERATIONAL_RETENTION_MS)")

    c = sub.add_parser("context", help="the context the ordinary agent would get")
    _common(c)
    c.add_argument("conversation", help='conversation key, e.g. "telegram:77"')
    c.add_argument("--agent", required=True, help="target agent id")
    c.add_argument("--json", action="store_true", help="machine-readable output")

    sh = sub.add_parser("show", help="a boundary's summary beside the exact turns it covered, its amendment, sizes and receipt")
    _common(sh)
    sh.add_argument("conversation", help='conversation key, e.g. "telegram:77"')
    sh.add_argument("--boundary", help="any boundary id of the chain (default: the chain's latest)")
    sh.add_argument("--agent", help="target agent id, when the conversation has boundaries for several")
    sh.add_argument("--json", action="store_true", help="machine-readable output")

    v = sub.add_parser("verify", help="re-derive every boundary's hashes and chain links from the topics")
    _common(v)
    v.add_argument("--json", action="store_true")

    ig = sub.add_parser("ingest", help="map a Telegram export or Bot API updates to input records and produce them",
                        epilog=INGEST_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    _common(ig)
    ig.add_argument("kind", choices=["telegram-export", "telegram-updates"])
    ig.add_argument("file", help="result.json of a Telegram Desktop export, or a JSON-lines file of Bot API updates")
    ig.add_argument("--agent", default="stream", help="the agent whose deliveries the bot's messages are")
    ig.add_argument("--bot-id", action="append", help="from_id of the bot in an export (e.g. user123456); repeatable")
    ig.add_argument("--dry-run", action="store_true", help="print the records as JSON lines instead of producing them")
    ig.add_argument("--skip-invalid", dest="skip_invalid", action="store_true",
                    help="leave invalid entries out, import the rest and name each skipped entry in the report")
    ig.add_argument("--report", metavar="PATH",
                    help="with --skip-invalid: the report's JSON-lines file ('-' for stderr; default FILE.skipped.jsonl)")

    lg = sub.add_parser("lag", help="consumer lag per topic partition, from the broker's offsets")
    _common(lg)
    lg.add_argument("--json", action="store_true")

    ac = sub.add_parser("acls", help="the least-privilege ACLs of the input producer, the worker and the reader (--apply: create them)")
    _common(ac)
    ac.add_argument("--producer-principal", dest="producer_principal", default="User:producer", help="writes the input topics (default User:producer)")
    ac.add_argument("--worker-principal", dest="worker_principal", default="User:worker", help="runs `worker` and `replay` (default User:worker)")
    ac.add_argument("--reader-principal", dest="reader_principal", default="User:reader", help="runs `context`, `verify`, `show`, `lag` (default User:reader)")
    ac.add_argument("--apply", action="store_true", help="create them on the cluster, as a principal allowed to (a super user), then read them back")
    ac.add_argument("--format", choices=["table", "kafka-acls", "json"], default="table",
                    help="how to print them: a table, Kafka's own kafka-acls.sh lines, or JSON")

    rp = sub.add_parser("replay", help="backfill: rebuild state from the input topics into a fresh generation, then switch over")
    _common(rp)
    rp.add_argument("--generation", help="name of the new generation (default r<UTC time>); its app id is <app-id>-<name>")
    rp.add_argument("--serve", action="store_true", help="after switching over, keep the new generation's worker running")
    rp.add_argument("--force", action="store_true", help="replay even though workers of the current generation are running")
    rp.add_argument("--data-dir", dest="data_dir", help="table stores and the replay's guide (CONVCOMPACT_DATA_DIR)")
    rp.add_argument("--web-port", dest="web_port", type=int, help="web port of the replay's worker (CONVCOMPACT_WEB_PORT)")
    rp.add_argument("--store", help="table store URL (CONVCOMPACT_STORE)")
    rp.add_argument("--progress-every", dest="progress_every", type=float, default=5.0, help="seconds between progress lines when not on a terminal")
    rp.add_argument("--timeout", type=float, help="give up (exit 1) when not caught up after this many seconds")
    rp.add_argument("--json", action="store_true", help="print the final report as JSON on stdout")

    pr = sub.add_parser("produce", help="produce input records (JSON lines, or the demo generator) to the input topics")
    _common(pr)
    pr.add_argument("file", nargs="?", help="JSON-lines file of input records ('-' for stdin); omit for --demo")
    pr.add_argument("--demo", action="store_true", help="produce the generated demo stream")
    pr.add_argument("--seed", type=int, default=7)
    pr.add_argument("--chats", type=int, default=6)
    pr.add_argument("--messages", type=int, default=500, help="messages per chat (with --demo)")

    d = sub.add_parser("demo", help="the main job on the embedded default: local broker, worker, demo stream, boundaries")
    _common(d)
    d.add_argument("--seed", type=int, default=7)
    d.add_argument("--chats", type=int, default=6)
    d.add_argument("--messages", type=int, default=500, help="messages per chat")
    d.add_argument("--waves", type=int, default=20, help="installments the stream is produced in, each once the one before settled")
    d.add_argument("--timeout", type=float, default=300.0, help="seconds to wait for the boundaries to settle")
    d.add_argument("--serve", action="store_true", help="then keep the broker and the worker running for an agent, until Ctrl-C")
    return top


def settings_from(args: argparse.Namespace) -> Settings:
    keys = ("bootstrap", "declarations", "topic_prefix", "app_id", "partitions", "web_port", "web_host", "data_dir", "store",
            "input_retention_ms", "operational_retention_ms", "replication", *SECURITY_ENV)
    return Settings.from_env(**{k: getattr(args, k, None) for k in keys})


def _print_json(obj: Any) -> None:
    sys.stdout.write(orjson.dumps(obj, option=orjson.OPT_INDENT_2).decode() + "\n")


def run(argv: Optional[Sequence[str]] = None) -> int:
    p = parser()
    args = p.parse_args(argv)
    if args.command == "ingest" and args.report and not args.skip_invalid:
        p.error("ingest: --report needs --skip-invalid (a strict import skips nothing)")
    settings = settings_from(args)
    try:
        if args.command == "worker":
            from .worker import main_worker

            return main_worker(settings, args.loglevel)
        if args.command == "topics":
            from convcompact_topics.admin import create_topics

            for name, status, retention in asyncio.run(create_topics(settings)):
                print(f"{status:8} {name}  retention.ms={retention}")
            return 0
        if args.command == "context":
            return _context(settings, args)
        if args.command == "verify":
            return _verify(settings, args)
        if args.command == "show":
            return _show(settings, args)
        if args.command == "ingest":
            from .produce import ingest_command

            return ingest_command(settings, args)
        if args.command == "lag":
            from .operations import lag_report, render_table, rows_json

            from .generations import resolve

            rows = asyncio.run(lag_report(asyncio.run(resolve(settings))[0]))
            if args.json:
                _print_json(rows_json(rows))
            else:
                print(render_table(rows))
            return 0
        if args.command == "acls":
            return _acls(settings, args)
        if args.command == "replay":
            from .replay import replay_command

            return replay_command(settings, args)
        if args.command == "produce":
            from .produce import produce_command

            return produce_command(settings, args)
        if args.command == "demo":
            from .demo import run_demo

            return run_demo(settings, args)
    except ConvcompactError as exc:
        print(f"convcompact: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        from aiokafka.errors import KafkaError

        if not isinstance(exc, KafkaError):
            raise
        # The broker's refusal (authentication, authorization) or its absence: one line.
        print(f"convcompact: Kafka: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    return 2


def _context(settings: Settings, args: argparse.Namespace) -> int:
    from .inspection import load_context

    status, body = asyncio.run(load_context(settings, args.conversation, args.agent))
    if status == 404:
        print(f"convcompact: context: {body['error']}", file=sys.stderr)
        return 2
    if status == 409:
        if args.json:
            _print_json(body)
        print(f"convcompact: fail closed: {body['reason']}: {body['detail']}", file=sys.stderr)
        return 3
    if args.json:
        _print_json(body)
        return 0
    for i, m in enumerate(body["messages"], 1):
        who = m["role"] + (f" {m['name']}" if "name" in m else "")
        print(f"--- message {i} ({who}, {len(m['content'])} chars) ---")
        print(m["content"])
    print("--- manifest ---")
    _print_json(body["manifest"])
    return 0


def _show(settings: Settings, args: argparse.Namespace) -> int:
    from .show import NotFound, load_show, render_human

    try:
        rec = asyncio.run(load_show(settings, args.conversation, args.boundary, args.agent))
    except NotFound as exc:
        print(f"convcompact: show: {exc}", file=sys.stderr)
        return 2
    except ChainBroken as exc:
        print(f"convcompact: show: fail closed: {exc}", file=sys.stderr)
        return 3
    if args.json:
        _print_json(rec)
    else:
        print(render_human(rec))
    return 0


def _acls(settings: Settings, args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from convcompact_topics.acls import Principals, pipeline_acls, render_commands, render_table

    acls = pipeline_acls(settings, Principals(args.producer_principal, args.worker_principal, args.reader_principal))
    if args.format == "json":
        _print_json([asdict(a) for a in acls])
    else:
        print(render_table(acls) if args.format == "table" else render_commands(acls, settings.bootstrap))
    if args.apply:
        from convcompact_topics.acl_admin import apply, describe

        asyncio.run(apply(settings, acls))
        missing = set(acls) - set(asyncio.run(describe(settings)))
        if missing:
            raise ConvcompactError(f"applied, but the cluster does not list {len(missing)} of them: {sorted(missing)[:3]}")
        print(f"applied: the cluster lists all {len(acls)} ACLs", file=sys.stderr)
    return 0


def _verify(settings: Settings, args: argparse.Namespace) -> int:
    from .inspection import run_verify

    counts, findings = asyncio.run(run_verify(settings))
    if args.json:
        _print_json({"ok": not findings, "counts": counts, "findings": [f.to_json() for f in findings]})
    else:
        print(" ".join(f"{k}={v}" for k, v in counts.items()))
        for f in findings:
            print(f"BREAK {f.reason} {f.topic}[{f.partition}]@{f.offset} {f.record_id}: {f.detail}")
        print("ok: every chain holds" if not findings else f"{len(findings)} break(s)")
    return 0 if not findings else 3


def main() -> None:
    sys.exit(run())


if __name__ == "__main__":
    main()
