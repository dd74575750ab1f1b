// SayDo's page: ask, stream the stages, show the answer with openable citations, draw the scorecard.
// No framework, no build step, nothing inline (the page runs under a strict CSP).
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const form = $("ask"), input = $("question"), go = $("go");
  let current = null;

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function reset() {
    $("error").hidden = true;
    $("result").hidden = true;
    $("passage").hidden = true;
    $("choices").hidden = true;
    $("choices").replaceChildren();
    $("stages").hidden = false;
    for (const li of $("stages").children) li.classList.remove("done");
  }

  function stage(name) {
    const li = $("stages").querySelector(`[data-stage="${name}"]`);
    if (li) li.classList.add("done");
  }

  function showError(msg) {
    $("error").textContent = msg;
    $("error").hidden = false;
  }

  function sourceLine(p) {
    const s = p.source || {};
    if (s.kind === "computed") return "Computed by SayDo from the passages it cites";
    const parts = [];
    if (s.form) parts.push(s.form);
    if (s.filed) parts.push("filed " + s.filed);
    if (s.concept && s.kind === "xbrl") parts.push(s.concept);
    return parts.join(" · ");
  }

  function openPassage(i) {
    if (!current) return;
    const p = current.passages.find((x) => x.index === i);
    if (!p) return;
    $("passage-meta").textContent = `[${i}] ` + sourceLine(p);
    $("passage-text").textContent = p.text;
    const link = $("passage-link");
    if (p.source && p.source.url && /^https:\/\/www\.sec\.gov\//.test(p.source.url)) {
      link.href = p.source.url;
      link.hidden = false;
    } else {
      link.removeAttribute("href");
      link.hidden = true;
    }
    $("passage").hidden = false;
    $("passage").focus();
  }

  // The answer as DOM nodes: [n] become buttons; figures that failed a check are marked.
  function renderAnswer(r) {
    const box = $("answer");
    box.replaceChildren();
    box.classList.toggle("refused", !!r.refused);
    const bad = (r.figures || []).filter((f) => !f.verified).map((f) => f.text);
    const parts = r.answer.split(/(\[\d+(?:\s*,\s*\d+)*\])/);
    for (const part of parts) {
      const m = part.match(/^\[(\d+(?:\s*,\s*\d+)*)\]$/);
      if (m) {
        for (const n of m[1].split(",").map((x) => parseInt(x.trim(), 10))) {
          const b = el("button", "cite", `[${n}]`);
          b.type = "button";
          b.dataset.i = String(n);
          b.setAttribute("aria-label", `Open passage ${n}`);
          box.appendChild(b);
        }
        continue;
      }
      let rest = part;
      while (rest.length) {
        let hit = -1, which = "";
        for (const t of bad) {
          const k = rest.indexOf(t);
          if (k >= 0 && (hit < 0 || k < hit)) { hit = k; which = t; }
        }
        if (hit < 0) { box.appendChild(document.createTextNode(rest)); break; }
        box.appendChild(document.createTextNode(rest.slice(0, hit)));
        const mark = el("mark", "unverified", which);
        mark.title = "This figure failed the check against its cited passage";
        box.appendChild(mark);
        rest = rest.slice(hit + which.length);
      }
    }
    const failed = (r.review.checks || []).filter((c) => !c.passed);
    $("review").textContent = failed.length
      ? "Checks that failed: " + failed.map((c) => `${c.name} (${c.detail})`).join("; ")
      : (r.figures && r.figures.length ? `${r.figures.length} figure(s), each checked against its source.` : "");
    const list = $("passages");
    list.replaceChildren();
    for (const p of r.passages) {
      const li = el("li");
      const b = el("button", "cite", `[${p.index}]`);
      b.type = "button";
      b.dataset.i = String(p.index);
      li.appendChild(b);
      li.appendChild(document.createTextNode(" " + sourceLine(p) + ": " + p.text.slice(0, 220) + (p.text.length > 220 ? "…" : "")));
      list.appendChild(li);
    }
    if (r.ambiguous && r.ambiguous.length) {
      const c = $("choices");
      for (const cand of r.ambiguous) {
        const b = el("button", "choice", `${cand.name} (${cand.ticker || "CIK " + cand.cik})`);
        b.type = "button";
        b.dataset.ticker = cand.ticker || String(cand.cik);
        c.appendChild(b);
      }
      c.hidden = false;
    }
    $("result").hidden = false;
  }

  async function loadScorecard(ticker) {
    if (!ticker || !window.SayDoChart) return;
    try {
      const res = await fetch(`/api/issuers/${encodeURIComponent(ticker)}/scorecard`);
      if (!res.ok) return;
      const data = await res.json();
      if (!data.scorecard || !data.scorecard.quarters) return;
      $("scorecard-title").textContent = `Say-do scorecard: ${data.issuer.name} revenue`;
      window.SayDoChart.draw($("chart"), data.scorecard, $("scorecard-summary"));
      $("scorecard").hidden = false;
    } catch (e) { /* the scorecard is extra; the answer stands without it */ }
  }

  // Server-sent events over a POST: read the stream and split it into events.
  async function ask(question) {
    reset();
    go.disabled = true;
    try {
      const res = await fetch("/api/ask", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ question }),
      });
      if (!res.ok) {
        let msg = `The server answered ${res.status}.`;
        try { msg = (await res.json()).error || msg; } catch (e) { /* keep the status */ }
        if (res.status === 429) msg += ` (retry after ${res.headers.get("retry-after") || "a while"} s)`;
        showError(msg);
        return;
      }
      const reader = res.body.getReader();
      const dec = new TextDecoder();
      let buf = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += dec.decode(value, { stream: true });
        let cut;
        while ((cut = buf.indexOf("\n\n")) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          let name = "message", data = "";
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) name = line.slice(6).trim();
            else if (line.startsWith("data:")) data += line.slice(5).trim();
          }
          handle(name, data);
        }
      }
    } catch (e) {
      showError("The connection failed: " + e.message);
    } finally {
      go.disabled = false;
    }
  }

  function handle(name, data) {
    if (name === "answer") {
      stage("answer");
      current = JSON.parse(data);
      renderAnswer(current);
      if (current.issuer && current.issuer.ticker && (current.route === "say_do" || current.route === "guidance")) loadScorecard(current.issuer.ticker);
    } else if (name === "error") {
      showError(JSON.parse(data).error);
    } else {
      stage(name);
      if (name === "routed" || name === "retrieved") stage("resolved");
    }
  }

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const q = input.value.trim();
    if (q) ask(q);
  });
  document.addEventListener("click", (e) => {
    const t = e.target;
    if (!(t instanceof HTMLElement)) return;
    if (t.classList.contains("example")) { input.value = t.textContent; ask(t.textContent); }
    else if (t.classList.contains("cite")) openPassage(parseInt(t.dataset.i, 10));
    else if (t.classList.contains("choice") && current) {
      const q = `${current.question} (${t.dataset.ticker})`;
      input.value = q;
      ask(q.replace(/\(.*?\)$/, "") + " $" + t.dataset.ticker);
    } else if (t.id === "close-passage") $("passage").hidden = true;
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") $("passage").hidden = true; });
})();
