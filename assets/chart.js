// The say-do scorecard, drawn by hand as SVG: per quarter the guided range as a band (or a
// tick for a point guide) and the actual as a marker; shape and label say above / within /
// below without colour; each quarter is keyboard reachable with a spoken summary.
"use strict";
(function () {
  const NS = "http://www.w3.org/2000/svg";
  function node(tag, attrs, text) {
    const e = document.createElementNS(NS, tag);
    for (const k in attrs) e.setAttribute(k, String(attrs[k]));
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function num(v) { return v === null || v === undefined ? null : Number(v); }
  function money(v) {
    const a = Math.abs(v);
    if (a >= 1e9) return "$" + (v / 1e9).toFixed(1) + "B";
    if (a >= 1e6) return "$" + (v / 1e6).toFixed(0) + "M";
    return "$" + v.toFixed(2);
  }
  const fmt = (v, unit) => unit === "percent" ? v.toFixed(1) + "%" : money(v);
  const MARK = { above: "▲", within: "●", below: "▼" };

  function draw(container, sc, summaryEl) {
    const qs = sc.quarters || [];
    container.replaceChildren();
    if (!qs.length) return;
    const W = 760, H = 320, L = 64, R = 16, T = 16, B = 48;
    const unit = qs[0].unit;
    const vals = [];
    for (const q of qs) for (const v of [q.low, q.high, q.point, q.actual]) if (num(v) !== null) vals.push(num(v));
    let lo = Math.min(...vals), hi = Math.max(...vals);
    const pad = (hi - lo) * 0.08 || Math.abs(hi) * 0.1 || 1;
    lo -= pad; hi += pad;
    const y = (v) => T + (H - T - B) * (1 - (v - lo) / (hi - lo));
    const step = (W - L - R) / qs.length;
    const svg = node("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-labelledby": "sc-title sc-desc" });
    svg.appendChild(node("title", { id: "sc-title" }, "Guided range and reported result per quarter"));
    const above = qs.filter((q) => q.position === "above").length;
    const within = qs.filter((q) => q.position === "within").length;
    const below = qs.filter((q) => q.position === "below").length;
    const desc = `${qs.length} quarters: above the range ${above}, within ${within}, below ${below}.`;
    svg.appendChild(node("desc", { id: "sc-desc" }, desc));
    // y axis with four gridlines
    for (let i = 0; i <= 4; i++) {
      const v = lo + (hi - lo) * i / 4, yy = y(v);
      svg.appendChild(node("line", { x1: L, x2: W - R, y1: yy, y2: yy, class: "grid" }));
      svg.appendChild(node("text", { x: L - 6, y: yy + 4, "text-anchor": "end" }, fmt(v, unit)));
    }
    svg.appendChild(node("line", { x1: L, x2: L, y1: T, y2: H - B, class: "axis" }));
    svg.appendChild(node("line", { x1: L, x2: W - R, y1: H - B, y2: H - B, class: "axis" }));
    qs.forEach((q, i) => {
      const cx = L + step * i + step / 2, bw = Math.min(36, step * 0.6);
      const low = num(q.low), high = num(q.high), point = num(q.point), actual = num(q.actual);
      const label = `${q.period}: guided ${low !== null && high !== null ? fmt(low, unit) + " to " + fmt(high, unit) : fmt(point, unit)}, reported ${fmt(actual, unit)}, ${q.position} the range`;
      const g = node("g", { class: "q", tabindex: 0, role: "listitem", "aria-label": label });
      g.appendChild(node("title", {}, label));
      if (low !== null && high !== null) {
        g.appendChild(node("rect", { x: cx - bw / 2, y: y(Math.max(low, high)), width: bw, height: Math.max(2, Math.abs(y(low) - y(high))), class: "band", "data-quarter": q.period }));
      } else if (point !== null) {
        g.appendChild(node("rect", { x: cx - bw / 2, y: y(point) - 1.5, width: bw, height: 3, class: "band", "data-quarter": q.period }));
      }
      const mid = point !== null ? point : (low + high) / 2;
      g.appendChild(node("line", { x1: cx - bw / 2, x2: cx + bw / 2, y1: y(mid), y2: y(mid), class: "mid" }));
      g.appendChild(node("circle", { cx, cy: y(actual), r: 5, class: "pt " + q.position }));
      g.appendChild(node("text", { x: cx, y: y(actual) - 9, "text-anchor": "middle", class: "lbl " + q.position }, MARK[q.position] || ""));
      g.appendChild(node("text", { x: cx, y: H - B + 16, "text-anchor": "middle" }, `Q${q.fiscal_period.replace("Q", "")} FY${String(q.fiscal_year).slice(2)}`));
      g.appendChild(node("text", { x: cx, y: H - B + 30, "text-anchor": "middle", class: "lbl " + q.position }, q.position));
      svg.appendChild(g);
    });
    container.appendChild(svg);
    if (summaryEl) {
      const avg = sc.average_surprise_pct !== null && sc.average_surprise_pct !== undefined ? Number(sc.average_surprise_pct) : null;
      const hit = ((above + within) / qs.length * 100).toFixed(0);
      summaryEl.textContent = `${desc} Hit rate (met or beat): ${hit}%.` + (avg !== null ? ` Average surprise against the midpoint: ${avg >= 0 ? "+" : ""}${avg.toFixed(1)}%.` : "");
    }
  }
  window.SayDoChart = { draw };
})();
