"""The operator's page: static HTML (inline CSS and vanilla JS, no external assets: workers
often run offline) that fetches /operator.json and renders it.

Every value from the JSON goes into the DOM as text (`textContent`), never as markup:
conversation ids are untrusted input. The Content-Security-Policy allows only this page's
own script and style (by hash) and requests to its own origin, so even an injected element
could neither run nor load anything."""

from __future__ import annotations

import base64
import hashlib

STYLE = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #1d1d1f; }
h1 { font-size: 1.3em; } h2 { font-size: 1.1em; margin-top: 1.6em; }
table { border-collapse: collapse; margin-top: .5em; }
th, td { border: 1px solid #d0d0d7; padding: .25em .6em; text-align: left; vertical-align: top; }
th { background: #f2f2f5; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.muted { color: #6e6e73; } .warn { color: #b3261e; font-weight: 600; }
tr.near td { background: #fff4e5; } meter { width: 6em; margin-right: .4em; vertical-align: middle; }
code { font-size: .92em; }
"""

SCRIPT = """
"use strict";
function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);  // text, never markup
  if (cls) e.className = cls;
  return e;
}
function row(cells) {
  const tr = document.createElement("tr");
  for (const c of cells) tr.appendChild(c);
  return tr;
}
function short(id) { return id ? String(id).slice(0, 16) : ""; }
function triggerCell(c) {
  // The active context against the trigger: a meter (yellow from 90 %, red at the trigger) and the figures.
  const td = el("td", null, c.near_trigger ? "warn" : null);
  if (c.active_chars === null) { td.textContent = "\\u2013 / " + c.trigger_input_chars; return td; }
  const m = document.createElement("meter");
  m.min = 0; m.max = c.trigger_input_chars; m.value = Math.min(c.active_chars, c.trigger_input_chars);
  m.low = 0.9 * c.trigger_input_chars; m.high = c.trigger_input_chars; m.optimum = 0;
  td.appendChild(m);
  td.appendChild(document.createTextNode(c.active_chars + " / " + c.trigger_input_chars + " (" +
    Math.round(100 * c.trigger_share) + "%)"));
  return td;
}
function chainCells(c) {
  if (c.state === "none") return [el("td", c.compactor_id + " \\u2192 " + c.target_agent), el("td", short(c.epoch)),
    triggerCell(c), el("td", "no chain yet", "muted"), el("td", ""), el("td", ""), el("td", ""), el("td", "")];
  const epoch = el("td", short(c.chain_epoch) + (c.state === "retired-epoch" ? " (retired)" : ""));
  epoch.title = c.chain_epoch || "";
  const count = c.boundaries === null ? "\\u2265 1" : String(c.boundaries);
  const boundary = el("td", count + (c.latest_boundary_id ? " \\u00b7 latest " : ""));
  if (c.latest_boundary_id) {
    // The worker's show page of it: the summary beside the exact turns it covered.
    const a = el("a", short(c.latest_boundary_id));
    a.href = c.show;
    a.title = "show " + c.latest_boundary_id;
    boundary.appendChild(a);
  }
  const coverage = el("td", c.covered_through_seq === null ? "none" : "through seq " + c.covered_through_seq);
  const amendment = el("td", c.amended_seqs ? c.amended_seqs + " seq(s), " + c.amendment_chars + " chars" : "none");
  const f = c.in_flight;
  const flight = el("td", f ? short(f.packet_id) + " since " + (f.dispatched_at || "?") : "none");
  if (f) flight.title = f.packet_id || "";
  const r = c.last_run;
  const last = el("td", r ? r.outcome + (r.reason ? " (" + r.reason + ")" : "") + " at " + r.at : "none");
  return [el("td", c.compactor_id + " \\u2192 " + c.target_agent), epoch, triggerCell(c), boundary, coverage, amendment,
    flight, last];
}
function render(data) {
  const v = data.conversations;
  const body = document.querySelector("#conversations tbody");
  body.replaceChildren();
  for (const conv of v.conversations) {
    const chains = conv.chains.length ? conv.chains : [null];
    for (const c of chains) {
      const cells = [el("td", conv.conversation), el("td", conv.partition, "num"), el("td", conv.newest_seq, "num")];
      const tr = row(cells.concat(c ? chainCells(c) : [el("td", "no declaration pair admits it", "muted")]));
      if (c && c.near_trigger) tr.className = "near";
      body.appendChild(tr);
    }
  }
  const summary = document.getElementById("conversations-summary");
  summary.textContent = "Showing " + v.shown + " of " + v.total + " conversation(s) on partitions [" +
    data.partitions.join(", ") + "].";
  document.getElementById("near").textContent = v.near_trigger ?
    v.near_trigger + " chain(s) at or over 90% of their trigger: about to compact (highlighted)." : "";
  const more = document.getElementById("not-shown");
  more.textContent = v.not_shown ? v.not_shown + " conversation(s) not shown (limit " + v.limit +
    "; add ?limit=N to the address to see more)." : "";
  const lag = data.lag;
  const lagBody = document.querySelector("#lag tbody");
  lagBody.replaceChildren();
  let total = 0;
  for (const r of lag.rows) {
    total += r.lag;
    lagBody.appendChild(row([el("td", r.group), el("td", r.topic), el("td", r.partition, "num"), el("td", r.end, "num"),
      el("td", r.committed === null ? "\\u2013" : r.committed, "num"), el("td", r.lag, "num")]));
  }
  document.getElementById("lag-summary").textContent = lag.at ?
    "Read from the broker at " + lag.at + " (refreshed every 10 s); total lag " + total + "." :
    "Not read yet: the worker reads the offsets every 10 s.";
  document.getElementById("status").textContent = "Worker view at " + data.at + ".";
}
async function load() {
  try {
    const response = await fetch("/operator.json" + location.search, {cache: "no-store"});
    if (!response.ok) throw new Error("HTTP " + response.status);
    render(await response.json());
  } catch (e) {
    const s = document.getElementById("status");
    s.textContent = "Could not load /operator.json: " + e.message;
    s.className = "warn";
  }
  setTimeout(load, 10000);
}
load();
"""


def _csp_hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


CSP = (
    f"default-src 'none'; script-src {_csp_hash(SCRIPT)}; style-src {_csp_hash(STYLE)}; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)

HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store"}
# The show page is plain text (a conversation's turns are untrusted): nothing in it may run or load.
TEXT_HEADERS = {"Content-Security-Policy": "default-src 'none'", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store"}

PAGE = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>convcompact worker</title>
<style>{STYLE}</style>
</head>
<body>
<h1>convcompact worker</h1>
<p id="status" class="muted">Loading /operator.json&hellip;</p>
<h2>Conversations on this worker's partitions</h2>
<p id="conversations-summary"></p>
<p id="near"></p>
<p id="not-shown" class="warn"></p>
<table id="conversations">
<thead><tr><th>conversation</th><th>partition</th><th>newest seq</th><th>compactor &rarr; agent</th><th>epoch</th>
<th>active / trigger chars</th><th>boundaries (latest: show)</th><th>coverage</th><th>amendment</th><th>in-flight packet</th><th>last run</th></tr></thead>
<tbody></tbody>
</table>
<h2>Lag per partition</h2>
<p id="lag-summary"></p>
<table id="lag">
<thead><tr><th>group</th><th>topic</th><th>partition</th><th>end</th><th>committed</th><th>lag</th></tr></thead>
<tbody></tbody>
</table>
<script>{SCRIPT}</script>
</body>
</html>
"""
