"""The operator's page on the worker's web port, rendered by headless Chromium: the
conversations on its partitions with their chains, each chain's active context against its
trigger, a link to the worker's show page of its latest boundary (what `convcompact show`
prints), lag per partition, and untrusted conversation ids shown as text, never as markup."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import urllib.error
import urllib.request
from html.parser import HTMLParser
from typing import Any

import orjson
import pytest

from convcompact.operations import PIPELINE_INPUTS
from convcompact_topics.catalog import topic_name
from tests.helpers import SMALL_POLICY, message, write_declarations
from tests.integration.pipeline import Pipeline, cli
from tests.integration.test_chain_integrity import chat_stream

EVIL = '<b>bold</b><script>document.title="pwned"</script>'


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if path := shutil.which(name):
            return path
    reason = "no chromium, chromium-browser or google-chrome on PATH (Debian: apt-get install chromium)"
    if os.environ.get("CI") == "true":
        pytest.fail(reason + "; .ci/run installs it, so CI must have it")
    pytest.skip(reason)


def dump_dom(browser: str, url: str, profile: Any) -> str:
    """The DOM after the page's script ran (virtual time: no sleeping on timers)."""
    r = subprocess.run(
        [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-extensions", f"--user-data-dir={profile}", "--virtual-time-budget=5000", "--dump-dom", url],
        capture_output=True, text=True, timeout=120,
    )
    assert r.returncode == 0 and "<html" in r.stdout, r.stderr[-2000:]
    return r.stdout


class Dom(HTMLParser):
    """The dumped DOM's tags, each table's rows as cell texts (entities decoded), and per table
    the class of each row and the links and meters in it (by row index)."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.tables: dict[str, list[list[str]]] = {}
        self.row_class: dict[str, list[str]] = {}
        self.links: dict[tuple[str, int], list[str]] = {}
        self.meters: dict[tuple[str, int], list[dict[str, str | None]]] = {}
        self.title = ""
        self._table: str | None = None
        self._cell: list[str] | None = None
        self._in_title = False
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag == "table":
            self._table = dict(attrs).get("id") or ""
            self.tables[self._table] = []
            self.row_class[self._table] = []
        elif tag == "tr" and self._table is not None:
            self.tables[self._table].append([])
            self.row_class[self._table].append(dict(attrs).get("class") or "")
        elif tag in ("a", "meter") and self._table is not None:
            where = (self._table, len(self.tables[self._table]) - 1)
            if tag == "a":
                self.links.setdefault(where, []).append(dict(attrs).get("href") or "")
            else:
                self.meters.setdefault(where, []).append(dict(attrs))
        elif tag in ("td", "th"):
            self._cell = []
        self._in_title = tag == "title"

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._table is not None:
            self.tables[self._table][-1].append("".join(self._cell))
            self._cell = None
        elif tag == "table":
            self._table = None
        self._in_title = False

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)
        if self._in_title:
            self.title += data


@pytest.fixture
def browser() -> str:
    return chromium()  # before the worker starts: a skip costs nothing


@pytest.fixture
def pipeline(kafka_bootstrap, tmp_path):
    p = Pipeline(kafka_bootstrap, write_declarations(tmp_path / "decl"), tmp_path)
    # The production store: the page finds conversations by a prefix seek in RocksDB.
    p.settings = p.settings.with_overrides(store="rocksdb://")
    yield p
    p.stop_worker(signal.SIGTERM)


def js_round_percent(share: float) -> int:
    return int(share * 100 + 0.5)  # Math.round, not Python's round-half-even


def test_operator_page_shows_chains_and_lag_and_escapes_conversation_ids(browser, pipeline, tmp_path):
    p = pipeline
    p.start_worker()
    near = "x" * int(SMALL_POLICY["trigger_input_chars"] * 0.95)  # about to compact: 95 % of the trigger
    p.produce(chat_stream("601", 1, 10) + [message(EVIL, 1, "hello"), message(EVIL, 2, "still below the trigger"),
                                            message("602", 1, near)])
    p.wait_settled(13)
    p.wait_consumed()  # every delivery folded too: the figures below no longer move
    boundaries = [b for b in p.records("boundaries") if b["conversation"]["key"] == "telegram:601"]
    assert boundaries, "the busy chat settled a boundary"
    base = f"http://127.0.0.1:{p.settings.web_port}"
    data: dict[str, Any] = {}

    def ready() -> bool:  # the lag rows come from the worker's 10 s timer
        with urllib.request.urlopen(f"{base}/operator.json", timeout=5) as r:
            data.update(orjson.loads(r.read()))
        return bool(data["lag"]["rows"]) and data["conversations"]["total"] == 3

    p.wait_until(ready, 60, "lag rows and the three conversations in /operator.json")
    with urllib.request.urlopen(base + "/") as r:
        assert "default-src 'none'" in r.headers["Content-Security-Policy"]

    html = dump_dom(browser, base + "/", tmp_path / "chrome")
    dom = Dom(html)
    rows = dom.tables["conversations"]
    index = {row[0]: i for i, row in enumerate(rows) if i}
    convs = {row[0]: row for row in rows[1:]}
    assert set(convs) == {"telegram:601", "telegram:602", f"telegram:{EVIL}"}
    busy = convs["telegram:601"]
    # conversation, partition, newest seq, pair, epoch, active / trigger, boundaries, coverage, amendment, in flight, last run
    assert busy[3] == "stream-compactor \u2192 stream"
    latest = max(boundaries, key=lambda b: b["covered_through"]["source_seq"])
    assert busy[6].split(" ")[0] == str(len(boundaries)) and latest["boundary_id"][:16] in busy[6]
    assert busy[7] == f"through seq {latest['covered_through']['source_seq']}"
    assert busy[8] == "none" and busy[9] == "none"
    assert busy[10].split(" ")[0] in ("settled", "skipped-below-trigger", "skipped-pending", "dispatched")
    quiet = convs[f"telegram:{EVIL}"]
    assert quiet[6].startswith("0") and quiet[7] == "none" and quiet[10].startswith("skipped-below-trigger")
    assert "Showing 3 of 3 conversation(s)" in html

    # each chain's active context against its trigger, as the planner counts it (its run records)
    chains = {r["conversation"]: r["chains"][0] for r in data["conversations"]["conversations"]}
    trigger = SMALL_POLICY["trigger_input_chars"]
    for conv, row in convs.items():
        c = chains[conv]
        assert row[5] == f"{c['active_chars']} / {trigger} ({js_round_percent(c['active_chars'] / trigger)}%)", (conv, row[5])
        (meter,) = dom.meters[("conversations", index[conv])]
        assert (meter["max"], meter["value"]) == (str(trigger), str(min(c["active_chars"], trigger)))
        assert (dom.row_class["conversations"][index[conv]] == "near") == c["near_trigger"]
    last_run = {r["conversation"]: r for r in p.runs() if r.get("active_chars") is not None}
    assert chains["telegram:602"]["active_chars"] == last_run["telegram:602"]["active_chars"] == len(near)
    assert chains["telegram:602"]["near_trigger"] and not chains[f"telegram:{EVIL}"]["near_trigger"]
    assert dom.row_class["conversations"][index["telegram:602"]] == "near"
    near_count = sum(c["near_trigger"] for c in chains.values())
    assert f"{near_count} chain(s) at or over 90% of their trigger" in html

    # the latest boundary links to the worker's show page: what `convcompact show` prints
    assert ("conversations", index["telegram:602"]) not in dom.links  # no boundary, no link
    (href,) = dom.links[("conversations", index["telegram:601"])]
    assert href == "/show/telegram%3A601?agent=stream"
    with urllib.request.urlopen(base + href, timeout=60) as r:
        served = r.read().decode()
        assert r.headers["Content-Type"].startswith("text/plain") and r.headers["Content-Security-Policy"] == "default-src 'none'"
    shown = cli(p, "show", "telegram:601")
    assert shown.returncode == 0, shown.stderr
    assert served + "\n" == shown.stdout and served.startswith(f"boundary   {latest['boundary_id']}")
    with urllib.request.urlopen(base + href + "&json=1", timeout=60) as r:
        assert orjson.loads(r.read()) == orjson.loads(cli(p, "show", "telegram:601", "--json").stdout)
    clicked = dump_dom(browser, base + href, tmp_path / "chrome")  # an operator clicking through
    assert latest["summary"]["text"][:80].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") in clicked
    for missing in ("/show/telegram%3A602?agent=stream", "/show/telegram%3Anowhere"):
        try:
            urllib.request.urlopen(base + missing, timeout=60)
            raise AssertionError(f"{missing} answered")
        except urllib.error.HTTPError as exc:
            assert exc.code == 404, missing
    # the id is text: escaped in the serialized DOM, no element injected, no script run
    assert "&lt;b&gt;bold&lt;/b&gt;&lt;script&gt;" in html
    assert "b" not in dom.tags and dom.tags.count("script") == 1
    assert dom.title == "convcompact worker"
    # a lag row for every (input topic, partition) this worker owns: all of them, it is alone
    lag = dom.tables["lag"][1:]
    expected = {(topic_name(p.settings, role), str(part)) for role in PIPELINE_INPUTS for part in range(p.settings.partitions)}
    assert {(row[1], row[2]) for row in lag} == expected
    assert all(row[0] == p.settings.app_id and row[5].isdigit() for row in lag)

    # the limit is said, never silent
    html = dump_dom(browser, base + "/operator?limit=1", tmp_path / "chrome")
    assert len(Dom(html).tables["conversations"]) == 2  # the header and one conversation
    assert "2 conversation(s) not shown (limit 1;" in html
