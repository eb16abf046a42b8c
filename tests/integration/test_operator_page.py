"""The operator's page on the worker's web port, rendered by headless Chromium: the
conversations on its partitions with their chains, lag per partition, and untrusted
conversation ids shown as text, never as markup."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import urllib.request
from html.parser import HTMLParser
from typing import Any

import orjson
import pytest

from convcompact.operations import PIPELINE_INPUTS
from convcompact_topics.catalog import topic_name
from tests.helpers import message, write_declarations
from tests.integration.pipeline import Pipeline
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
    """The dumped DOM's tags, and each table's rows as cell texts (entities decoded)."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.tables: dict[str, list[list[str]]] = {}
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
        elif tag == "tr" and self._table is not None:
            self.tables[self._table].append([])
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


def test_operator_page_shows_chains_and_lag_and_escapes_conversation_ids(browser, pipeline, tmp_path):
    p = pipeline
    p.start_worker()
    p.produce(chat_stream("601", 1, 10) + [message(EVIL, 1, "hello"), message(EVIL, 2, "still below the trigger")])
    p.wait_settled(12)
    boundaries = [b for b in p.records("boundaries") if b["conversation"]["key"] == "telegram:601"]
    assert boundaries, "the busy chat settled a boundary"
    base = f"http://127.0.0.1:{p.settings.web_port}"
    data: dict[str, Any] = {}

    def ready() -> bool:  # the lag rows come from the worker's 10 s timer
        with urllib.request.urlopen(f"{base}/operator.json", timeout=5) as r:
            data.update(orjson.loads(r.read()))
        return bool(data["lag"]["rows"]) and data["conversations"]["total"] == 2

    p.wait_until(ready, 60, "lag rows and both conversations in /operator.json")
    with urllib.request.urlopen(base + "/") as r:
        assert "default-src 'none'" in r.headers["Content-Security-Policy"]

    html = dump_dom(browser, base + "/", tmp_path / "chrome")
    dom = Dom(html)
    convs = {row[0]: row for row in dom.tables["conversations"][1:]}
    assert set(convs) == {"telegram:601", f"telegram:{EVIL}"}
    busy = convs["telegram:601"]
    # conversation, partition, newest seq, pair, epoch, boundaries, coverage, amendment, in flight, last run
    assert busy[3] == "stream-compactor \u2192 stream"
    latest = max(boundaries, key=lambda b: b["covered_through"]["source_seq"])
    assert busy[5].split(" ")[0] == str(len(boundaries)) and latest["boundary_id"][:16] in busy[5]
    assert busy[6] == f"through seq {latest['covered_through']['source_seq']}"
    assert busy[7] == "none" and busy[8] == "none"
    assert busy[9].split(" ")[0] in ("settled", "skipped-below-trigger", "skipped-pending", "dispatched")
    quiet = convs[f"telegram:{EVIL}"]
    assert quiet[5].startswith("0") and quiet[6] == "none" and quiet[9].startswith("skipped-below-trigger")
    assert "Showing 2 of 2 conversation(s)" in html
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
    assert "1 conversation(s) not shown (limit 1;" in html
