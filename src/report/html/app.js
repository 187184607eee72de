// cgann's page script: reads the data element once and renders the views
// (function table, a function's callers and callees, annotated source,
// machine code; for --diff the changed functions). No framework, no
// request. Every string from the profile reaches the page as a text node
// (never as markup). Figures are shown as the data gives them; the script
// only formats them (thousands separators, percentages as the text report
// writes them) and orders rows.
//
// Test hook (documented in tests/html_browser.rs): a location hash
// `#test=` followed by a URL-encoded JSON list of steps, each one of
// ["click", css selector], ["clickText", css selector, text] (the first
// match whose text starts with text), ["type", css selector, text], ["back"],
// ["snap", label, css selector] (records the text of every match),
// ["prop", label, css selector, property] (records that property);
// the page runs them in order after it has drawn itself and writes the
// records as JSON into a pre element, id test-log. Steps only do what a reader's
// clicks and keys do.
"use strict";
(function () {
  const dataEl = document.getElementById("cgann-data");
  if (!dataEl) return;

  // --- reading the data -------------------------------------------------
  async function readData() {
    const text = dataEl.textContent;
    if (dataEl.dataset.encoding !== "gzip-base64") return text;
    const raw = atob(text);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return await new Response(stream).text();
  }

  // --- helpers ----------------------------------------------------------
  // Control characters drawn as their pictures (U+2400...), as the
  // first paint draws them.
  function shown(s) {
    return String(s).replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, (c) =>
      c === "\u007f" ? "\u2421" : String.fromCharCode(0x2400 + c.charCodeAt(0)));
  }
  function h(tag, attrs, ...children) {
    const e = document.createElement(tag);
    if (attrs) for (const k in attrs) {
      const v = attrs[k];
      if (v === null || v === undefined || v === false) continue;
      if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? "" : String(v));
    }
    for (const c of children.flat(Infinity)) {
      if (c === null || c === undefined || c === false) continue;
      e.append(c instanceof Node ? c : document.createTextNode(shown(c)));
    }
    return e;
  }
  // A figure: a number, or a string of digits past 2^53.
  function big(v) { return typeof v === "string" ? BigInt(v) : v; }
  function asNumber(v) { return v === null || v === undefined ? -Infinity : Number(v); }
  // 1,234,567 as the text report writes it (negative numbers without
  // separators, as callgrind_annotate prints them).
  function commify(v) {
    if (v === null || v === undefined) return ".";
    const s = String(big(v));
    if (s.startsWith("-")) return s;
    return s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  }
  // " (12.34%)", or one decimal when two would not fit, as the text report.
  function percent(v, total) {
    if (v === null || v === undefined) return "";
    const t = Number(big(total));
    const p = !t ? 0 : Number(big(v)) * 100 / t;
    const digits = (p > -9.995 && p < 99.995) ? 2 : 1;
    return " (" + p.toFixed(digits).padStart(5, " ") + "%)";
  }
  function figureCell(v, total, bound, lower) {
    if (v === null || v === undefined) return h("td", { class: "num" }, ".");
    const cell = h("td", { class: "num" }, bound ? "<=" : "", commify(v), h("span", { class: "pct" }, percent(v, total)));
    if (bound) cell.title = "upper bound: the data cannot decide this figure; at least " + commify(lower);
    return cell;
  }
  // A change as the text diff writes it: "+1,234 (+0.16%)", percentages of
  // OLD's total (none when that is 0, or for no change).
  function signed(v) {
    const b = big(v);
    const neg = typeof b === "bigint" ? b < 0n : b < 0;
    const digits = String(neg ? -b : b).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return (neg ? "-" : Number(b) > 0 ? "+" : "") + digits;
  }
  function changeCell(v, oldTotal) {
    if (v === null || v === undefined) return h("td", { class: "num" }, ".");
    const t = Number(big(oldTotal));
    const p = Number(big(v)) * 100 / t;
    const pct = t && Number(big(v)) !== 0 ? " (" + (p >= 0 ? "+" : "") + p.toFixed(2) + "%)" : "";
    return h("td", { class: "num" }, signed(v), h("span", { class: "pct" }, pct));
  }
  function cell(v, total, bound, lower) {
    return D.kind === "diff" ? changeCell(v, total) : figureCell(v, total, bound, lower);
  }
  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); return e; }

  let D = null;
  let E = 0;
  const nameOf = (i) => ({ fn: D.s[D.names[3 * i]], file: D.s[D.names[3 * i + 1]], obj: D.s[D.names[3 * i + 2]] });
  let rowOf = new Map();
  const view = document.getElementById("view");
  const nav = document.getElementById("views");

  function link(id, text) {
    return h("a", { href: "#f=" + id, class: "fn" }, text === undefined ? nameOf(id).fn : text);
  }

  // --- the function table -----------------------------------------------
  const table = { key: "incl:0", desc: true, filter: "", field: "all", limit: 200, open: new Set() };

  function columns() {
    const cols = [
      { key: "name", label: "Function", text: true },
      { key: "file", label: "File", text: true },
      { key: "obj", label: "Object", text: true },
    ];
    if (D.kind === "profile") {
      cols.push({ key: "calls", label: "Calls" });
      for (let k = 0; k < E; k++) {
        cols.push({ key: "self:" + k, label: D.events[k] + " self" });
        cols.push({ key: "incl:" + k, label: D.events[k] + " inclusive" });
      }
    } else {
      cols.splice(2, 1);
      for (let k = 0; k < E; k++) cols.push({ key: "change:" + k, label: D.events[k] + " change" });
    }
    return cols;
  }

  function sortValue(r, key) {
    const n = nameOf(D.rows.name[r]);
    if (key === "name") return n.fn;
    if (key === "file") return n.file;
    if (key === "obj") return n.obj;
    if (key === "calls") return asNumber(D.rows.calls[r]);
    const [what, k] = key.split(":");
    const arr = what === "self" ? D.rows.self : what === "incl" ? D.rows.incl : D.rows.change;
    const v = asNumber(arr[r * E + Number(k)]);
    return what === "change" ? Math.abs(v) : v;
  }

  // The filtered, sorted rows, kept until the filter or the order
  // changes (expanding a row redraws the table without sorting again).
  // Each row's sort value is read once, not once per comparison: the
  // table of a large profile has hundreds of thousands of rows.
  let sorted = null;
  function visibleRows() {
    const sig = [table.filter, table.field, table.key, table.desc].join("\u0000");
    if (sorted && sorted.sig === sig) return sorted.rows;
    const q = table.filter.toLowerCase();
    const rows = [];
    const n = D.rows.name.length;
    for (let r = 0; r < n; r++) {
      if (q) {
        const nm = nameOf(D.rows.name[r]);
        const hay = table.field === "name" ? nm.fn : table.field === "file" ? nm.file
          : table.field === "obj" ? nm.obj : nm.fn + "\n" + nm.file + "\n" + nm.obj;
        if (!hay.toLowerCase().includes(q)) continue;
      }
      rows.push(r);
    }
    const key = table.key, sign = table.desc ? -1 : 1;
    const text = key === "name" || key === "file" || key === "obj";
    const values = rows.map((r) => sortValue(r, key));
    const order = rows.map((_, i) => i);
    // The data's order (the text report's) breaks every tie.
    order.sort((i, j) => {
      const x = values[i], y = values[j];
      const c = text ? (x < y ? -1 : x > y ? 1 : 0) : (x - y);
      return c !== 0 ? sign * c : rows[i] - rows[j];
    });
    sorted = { sig, rows: order.map((i) => rows[i]) };
    return sorted.rows;
  }

  function callTable(caption, calls, totals) {
    if (!calls.length) return h("p", { class: "none" }, caption + ": none");
    const head = h("tr", null, h("th", { scope: "col" }, "Count"),
      D.events.map((e) => h("th", { scope: "col" }, e)), h("th", { scope: "col" }, "Function"));
    const body = calls.map((c) => {
      const [other, count, recursive] = c;
      const cells = [];
      for (let k = 0; k < E; k++) {
        if (recursive) cells.push(h("td", { class: "num", title: "recursive call: its cost is part of an outer call's" }, "."));
        else cells.push(cell(c[3 + k], totals[k], false));
      }
      return h("tr", null, h("td", { class: "num" }, (D.kind === "diff" ? signed(count) : commify(count)) + "x"), cells, h("th", { scope: "row" }, link(other)));
    });
    return h("table", { class: "calls" }, h("caption", null, caption), h("thead", null, head), h("tbody", null, body));
  }

  function totalsFor() { return D.kind === "profile" ? D.totals : D.old_total; }

  function rowCells(r) {
    const id = D.rows.name[r];
    const n = nameOf(id);
    const open = table.open.has(r);
    const toggle = h("button", {
      class: "expand", "aria-expanded": open ? "true" : "false", "aria-label": (open ? "Hide" : "Show") + " callers and callees of " + n.fn,
      onclick: () => { if (table.open.has(r)) table.open.delete(r); else table.open.add(r); drawBody(); focusToggle(r); },
    }, open ? "\u2212" : "+");
    const cells = [h("th", { scope: "row" }, toggle, " ", link(id)), h("td", null, n.file)];
    const totals = totalsFor();
    if (D.kind === "profile") {
      cells.push(h("td", null, n.obj));
      cells.push(h("td", { class: "num" }, commify(D.rows.calls[r])));
      const exact = D.rows.exact[r] === 1;
      for (let k = 0; k < E; k++) {
        cells.push(figureCell(D.rows.self[r * E + k], totals[k], false));
        cells.push(figureCell(D.rows.incl[r * E + k], totals[k], !exact, D.rows.lower[r * E + k]));
      }
    } else {
      for (let k = 0; k < E; k++) cells.push(changeCell(D.rows.change[r * E + k], totals[k]));
    }
    const tr = h("tr", { "data-row": r }, cells);
    if (!open) return [tr];
    const members = D.rows.members ? D.rows.members[r] : [];
    const detail = h("td", { colspan: cells.length, class: "detail" },
      members && members.length ? h("p", null, "Members: ", members.map((m, i) => [i ? ", " : "", link(m)])) : null,
      callTable("Callers of " + n.fn, D.rows.callers[r], totals),
      callTable("Callees of " + n.fn, D.rows.callees[r], totals));
    return [tr, h("tr", { class: "detail-row" }, detail)];
  }

  function focusToggle(r) {
    const b = view.querySelector('tr[data-row="' + r + '"] button.expand');
    if (b) b.focus();
  }

  let tbody = null, countLine = null;
  function drawBody() {
    const rows = visibleRows();
    clear(tbody);
    for (const r of rows.slice(0, table.limit)) for (const tr of rowCells(r)) tbody.append(tr);
    clear(countLine).append(document.createTextNode(
      (rows.length > table.limit ? "The first " + table.limit + " of " : "") + rows.length + " functions" +
      (rows.length < D.rows.name.length ? " matching (of " + D.rows.name.length + ")" : "") +
      (D.total_rows > D.rows.name.length ? "; " + (D.total_rows - D.rows.name.length) + " more left out of the page (see Notes)" : "")));
    if (rows.length > table.limit) {
      countLine.append(" ", h("button", { id: "more", onclick: () => { table.limit += 500; drawBody(); } }, "Show 500 more"));
    }
    for (const th of view.querySelectorAll("thead th[data-key]")) {
      th.setAttribute("aria-sort", th.dataset.key === table.key ? (table.desc ? "descending" : "ascending") : "none");
    }
  }

  function drawTable() {
    clear(view);
    const filter = h("input", { id: "filter", type: "search", value: table.filter, placeholder: "name, file or object", "aria-label": "Filter functions",
      oninput: (e) => { table.filter = e.target.value; table.limit = 200; drawBody(); } });
    const field = h("select", { id: "field", "aria-label": "Filter by", onchange: (e) => { table.field = e.target.value; drawBody(); } },
      [["all", "any name"], ["name", "function"], ["file", "file"], ["obj", "object"]].map(([v, t]) =>
        h("option", { value: v, selected: table.field === v }, t)));
    countLine = h("p", { id: "count", "aria-live": "polite" });
    const head = h("tr", null, columns().map((c) => h("th", { scope: "col", "data-key": c.key },
      h("button", { class: "sort", "data-key": c.key, onclick: () => {
        if (table.key === c.key) table.desc = !table.desc; else { table.key = c.key; table.desc = !c.text; }
        drawBody();
      } }, c.label))));
    tbody = h("tbody");
    view.append(h("div", { class: "controls" }, h("label", { for: "filter" }, "Filter "), filter, " ", field, countLine),
      h("table", { id: "functions" }, h("caption", null, D.kind === "profile"
        ? "Functions; a figure marked <= is an upper bound" : "Functions that changed (NEW - OLD)"), h("thead", null, head), tbody));
    drawBody();
  }

  // --- one function -----------------------------------------------------
  function sourceIndexOf(id) {
    if (!D.sources) return -1;
    const file = nameOf(id).file;
    return D.sources.findIndex((s) => D.s[s.file] === file);
  }
  function machineCodeOf(id) {
    const mc = D.machine_code;
    if (!mc || !mc.functions) return -1;
    const n = nameOf(id);
    return mc.functions.findIndex((f) => f.function === n.fn && (!n.obj || !f.object || f.object === n.obj));
  }

  function drawFunction(id) {
    clear(view);
    const n = nameOf(id);
    const r = rowOf.get(id);
    view.append(h("h2", { id: "function-name", tabindex: "-1" }, n.fn));
    const facts = [["File", n.file]];
    if (n.obj) facts.push(["Object", n.obj]);
    if (r === undefined) {
      view.append(h("dl", { class: "facts" }, facts.map(([k, v]) => [h("dt", null, k), h("dd", null, v)])),
        h("p", null, "This function has no row in the table (it is below the threshold, or was left out of the page)."));
      return;
    }
    const totals = totalsFor();
    if (D.kind === "profile") {
      facts.push(["Calls", commify(D.rows.calls[r])]);
      const exact = D.rows.exact[r] === 1;
      for (let k = 0; k < E; k++) {
        facts.push([D.events[k] + " self", commify(D.rows.self[r * E + k]) + percent(D.rows.self[r * E + k], totals[k])]);
        facts.push([D.events[k] + " inclusive", (exact ? "" : "<=") + commify(D.rows.incl[r * E + k]) + percent(D.rows.incl[r * E + k], totals[k]) +
          (exact ? "" : " (an upper bound; at least " + commify(D.rows.lower[r * E + k]) + ")")]);
      }
    } else {
      for (let k = 0; k < E; k++) facts.push([D.events[k] + " change", changeCell(D.rows.change[r * E + k], totals[k]).textContent]);
    }
    view.append(h("dl", { class: "facts", id: "function-facts" }, facts.map(([k, v]) => [h("dt", null, k), h("dd", null, v)])));
    const links = [];
    if (sourceIndexOf(id) >= 0) links.push(h("a", { href: "#src=" + id, id: "to-source" }, "Annotated source"));
    if (machineCodeOf(id) >= 0) links.push(h("a", { href: "#asm=" + id, id: "to-asm" }, "Machine code"));
    if (links.length) view.append(h("p", { class: "links" }, links.map((l, i) => [i ? " \u00b7 " : "", l])));
    const members = D.rows.members ? D.rows.members[r] : [];
    if (members && members.length) view.append(h("p", null, "Members: ", members.map((m, i) => [i ? ", " : "", link(m)])));
    view.append(callTable("Callers", D.rows.callers[r], totals), callTable("Callees", D.rows.callees[r], totals));
  }

  // --- annotated source -------------------------------------------------
  function drawSource(idx, focusId) {
    clear(view);
    const src = D.sources[idx];
    view.append(h("h2", { tabindex: "-1" }, "Annotated source: ", src.shown));
    if (src.missing) { view.append(h("p", { class: "none" }, src.missing)); return; }
    const costs = new Map(src.costs.map((c) => [String(c[0]), c.slice(1)]));
    const calls = new Map();
    for (const c of src.calls) {
      const key = String(c[0]);
      if (!calls.has(key)) calls.set(key, []);
      calls.get(key).push(c);
    }
    // Heat by the first event: a line's share of the file's hottest line,
    // in six steps; the figure itself is always written beside it.
    let max = 0;
    for (const c of src.costs) max = Math.max(max, asNumber(c[1]));
    const totals = D.totals;
    const head = h("tr", null, h("th", { scope: "col" }, "Line"), D.events.map((e) => h("th", { scope: "col" }, e)), h("th", { scope: "col" }, "Source"));
    const body = h("tbody");
    for (const [start, lines] of src.windows) {
      body.append(h("tr", { class: "gap" }, h("td", { colspan: E + 2 }, "-- line " + commify(start) + " --")));
      lines.forEach((text, i) => {
        const line = String(big(start) + (typeof start === "string" ? BigInt(i) : i));
        const cost = costs.get(line);
        const v = cost ? asNumber(cost[0]) : 0;
        const level = cost && max > 0 ? Math.min(5, Math.ceil(v * 5 / max)) : 0;
        const cells = [];
        for (let k = 0; k < E; k++) {
          cells.push(cost ? figureCell(cost[k], totals[k], false) : h("td", { class: "num" }, "."));
        }
        body.append(h("tr", { id: "L" + line, class: "heat" + level }, h("td", { class: "num lineno" }, line), cells,
          h("td", { class: "code" }, text === null ? h("em", null, "(past the end of the file)") : text)));
        for (const c of calls.get(line) || []) {
          const [, callee, count, recursive] = c;
          const cc = [];
          for (let k = 0; k < E; k++) {
            cc.push(recursive ? h("td", { class: "num" }, ".") : figureCell(c[4 + k], totals[k], false));
          }
          body.append(h("tr", { class: "call" }, h("td"), cc, h("td", { class: "code" }, "=> ", link(callee), " (" + commify(count) + "x)")));
        }
      });
    }
    view.append(h("table", { class: "source", id: "source" }, h("thead", null, head), body));
    if (focusId !== undefined) view.prepend(h("p", null, "Source of ", link(focusId), "; lines are shaded by their share of the file's hottest line (the figures are written beside them)."));
  }

  function drawSources() {
    clear(view);
    view.append(h("h2", { tabindex: "-1" }, "Annotated sources"));
    if (!D.sources || !D.sources.length) { view.append(h("p", { class: "none" }, "No source file is annotated in this page.")); return; }
    view.append(h("ul", null, D.sources.map((s, i) => h("li", null, s.missing
      ? [D.s[s.file], ": ", s.missing] : h("a", { href: "#file=" + i }, s.shown)))));
  }

  // --- machine code -----------------------------------------------------
  function drawMachineCode(id) {
    clear(view);
    const f = D.machine_code.functions[machineCodeOf(id)];
    view.append(h("h2", { tabindex: "-1" }, "Machine code: ", link(id), " in ", f.object || "?"));
    for (const note of f.notes || []) view.append(h("p", { class: "none" }, note));
    const ev = D.events;
    const head = h("tr", null, h("th", { scope: "col" }, "Address"), ev.map((e) => h("th", { scope: "col" }, e)),
      h("th", { scope: "col" }, "Instruction"), h("th", { scope: "col" }, "Source"), h("th", { scope: "col" }, "Calls and branches"));
    const body = h("tbody");
    for (const ins of f.instructions || []) {
      const notes = [];
      for (const c of ins.calls || []) notes.push("=> " + c.function + " (" + commify(c.count) + "x)");
      for (const j of ins.jumps || []) {
        notes.push(j.conditional
          ? "branch: executed " + commify(j.executed) + ", taken " + commify(j.taken)
          : "jump: " + commify(j.taken) + "x");
      }
      body.append(h("tr", null, h("td", { class: "num" }, ins.address === null ? "" : "0x" + Number(ins.address).toString(16)),
        ev.map((e, k) => ins.cost && ins.cost[e] !== undefined && ins.cost[e] !== null
          ? figureCell(ins.cost[e], D.totals[k], false) : h("td", { class: "num" }, ".")),
        h("td", { class: "code" }, ins.text || ""),
        h("td", null, ins.file ? ins.file + ":" + ins.line : ""),
        h("td", null, notes.join("; "))));
    }
    view.append(h("table", { class: "source", id: "machine-code" }, h("thead", null, head), body));
  }

  // --- the flame graph --------------------------------------------------
  // cgann's SVG flame graph (the --format=flame document, the same stack
  // model), drawn inline: its own script and style do not run here (the
  // page's policy allows only this script and app.css), so this script
  // gives it the same zoom, search and details. Frames are focusable;
  // Enter zooms. A zoom is a history entry (#flame=N): back undoes it.
  let flame = null;
  function flameLabel(g) { return g.querySelector("title").textContent.split("\n")[0]; }
  function flameFigures(g) { return g.querySelector("title").textContent.replace("\n", ": "); }
  function flameFit(text, width) {
    const n = Math.floor((width - 6) / 7);
    if (n < 3) return "";
    return text.length <= n ? text : text.slice(0, n - 2) + "..";
  }
  function flameDraw(x0, w0, d0) {
    const W = 1200, PAD = 10, scale = (W - 2 * PAD) / w0;
    for (const g of flame.frames) {
      const x = Number(g.dataset.x), w = Number(g.dataset.w), d = Number(g.dataset.d);
      const inside = x >= x0 && x + w <= x0 + w0 && d >= d0;
      const above = d < d0 && x <= x0 && x + w >= x0 + w0;
      if (!inside && !above) { g.classList.add("hidden"); continue; }
      g.classList.remove("hidden");
      const nx = above ? PAD : PAD + (x - x0) * scale;
      const nw = above ? W - 2 * PAD : w * scale;
      for (const r of g.querySelectorAll("rect")) { r.setAttribute("x", nx.toFixed(2)); r.setAttribute("width", nw.toFixed(2)); }
      const t = g.querySelector("text");
      t.setAttribute("x", (nx + 3).toFixed(2));
      t.textContent = flameFit(flameLabel(g), nw);
    }
  }
  function flameZoom(i) {
    const g = flame.frames[i];
    if (!g) { flameDraw(0, flame.total, 0); flame.reset.disabled = true; flame.details.textContent = flame.hint; return; }
    flameDraw(Number(g.dataset.x), Number(g.dataset.w), Number(g.dataset.d));
    flame.reset.disabled = false;
    flame.details.textContent = "Zoomed to " + flameFigures(g);
  }
  function flameSearch(term) {
    let re = null;
    if (term) { try { re = new RegExp(term); } catch (e) { flame.matched.textContent = "not a regular expression"; return; } }
    const spans = [];
    for (const g of flame.frames) {
      const hit = re !== null && re.test(flameLabel(g));
      g.classList.toggle("match", hit);
      if (hit) spans.push([Number(g.dataset.x), Number(g.dataset.x) + Number(g.dataset.w)]);
    }
    if (re === null) { flame.matched.textContent = ""; return; }
    // Nested matches are counted once.
    spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    let sum = 0, end = -1;
    for (const [a, b] of spans) {
      if (a >= end) { sum += b - a; end = b; } else if (b > end) { sum += b - end; end = b; }
    }
    const pct = flame.total ? (100 * sum / flame.total).toFixed(2) : "0";
    flame.matched.textContent = "Matched: " + commify(sum) + " " + flame.event + " (" + pct + "%)";
  }
  function drawFlame(zoomTo) {
    if (flame && view.contains(flame.svg)) { flameZoom(zoomTo); return; }
    clear(view);
    view.append(h("h2", { tabindex: "-1" }, D.kind === "diff" ? "Differential flame graph" : "Flame graph"));
    const url = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(D.flame);
    view.append(h("p", null, D.kind === "diff"
      ? "Widths from NEW; frames that grew are red and marked +, those that shrank blue and marked -; hatched frames are estimated on either side. "
      : "Frames whose cost is estimated (split between callers in proportion to their calls) are hatched; the title gives the share on exact stacks. ",
      "Click a frame (or focus it and press Enter) to zoom; hover or focus it for its figures. ",
      h("a", { href: url, download: "flame.svg", id: "flame-file" }, "Save it as flame.svg"), "."));
    const doc = new DOMParser().parseFromString(D.flame, "image/svg+xml");
    if (doc.querySelector("parsererror")) { view.append(h("p", { class: "error" }, "The flame graph could not be read.")); return; }
    const svg = document.importNode(doc.documentElement, true);
    for (const e of svg.querySelectorAll("script, style, #reset, #search, #matched, #details")) e.remove();
    svg.id = "flame";
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", "Flame graph of " + (D.kind === "diff" ? D.new : D.generator));
    const hint = "Click a frame to zoom to it; hover or focus one for its figures.";
    flame = {
      svg, hint, frames: Array.from(svg.querySelectorAll("g.f")),
      total: Number(svg.getAttribute("data-total")), event: svg.getAttribute("data-event"),
      reset: h("button", { type: "button", id: "flame-reset", disabled: true, onclick: () => { location.hash = "flame"; } }, "Reset zoom"),
      matched: h("span", { id: "flame-matched", "aria-live": "polite" }),
      details: h("p", { id: "flame-details", "aria-live": "polite" }, hint),
    };
    flame.frames.forEach((g, i) => {
      g.setAttribute("tabindex", "0");
      g.setAttribute("aria-label", flameFigures(g));
      g.addEventListener("click", () => { location.hash = "flame=" + i; });
      g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); location.hash = "flame=" + i; } });
      const show = () => { flame.details.textContent = flameFigures(g); };
      g.addEventListener("mouseover", show);
      g.addEventListener("focus", show);
    });
    const search = h("input", { type: "search", id: "flame-search", placeholder: "Search frames (regular expression)",
      "aria-label": "Search frames (regular expression)", oninput: (e) => flameSearch(e.target.value) });
    view.append(h("div", { class: "controls" }, search, flame.reset, flame.matched), flame.details, svg);
    flameZoom(zoomTo);
  }

  // --- navigation -------------------------------------------------------
  function drawNav() {
    clear(nav);
    const items = [["#", "Functions"]];
    if (D.kind === "profile") items.push(["#sources", "Sources"]);
    if (D.flame) items.push(["#flame", "Flame graph"]);
    nav.append(h("ul", null, items.map(([href, text]) => h("li", null, h("a", { href }, text)))));
  }

  function route() {
    const hash = decodeURIComponent(location.hash.slice(1));
    const m = /^(f|src|asm|file)=(\d+)$/.exec(hash);
    const id = m ? Number(m[2]) : -1;
    const known = id >= 0 && id * 3 < D.names.length;
    if (m && m[1] === "f" && known) drawFunction(id);
    else if (m && m[1] === "src" && known && sourceIndexOf(id) >= 0) drawSource(sourceIndexOf(id), id);
    else if (m && m[1] === "file" && D.sources && id < D.sources.length) drawSource(id);
    else if (m && m[1] === "asm" && known && machineCodeOf(id) >= 0) drawMachineCode(id);
    else if (hash === "sources") drawSources();
    else if (D.flame && /^flame(=\d+)?$/.test(hash)) { drawFlame(hash === "flame" ? -1 : Number(hash.slice(6))); if (hash !== "flame") return; }
    else { drawTable(); return; }
    const heading = view.querySelector("h2");
    if (heading) heading.focus();
    window.scrollTo(0, 0);
  }

  document.addEventListener("keydown", (e) => {
    if (e.key === "/" && !(e.target instanceof HTMLInputElement)) {
      const f = document.getElementById("filter");
      if (f) { e.preventDefault(); f.focus(); }
    }
  });

  // --- the test hook ----------------------------------------------------
  async function runTest(steps) {
    const log = [];
    const pause = () => new Promise((r) => setTimeout(r, 40));
    for (const step of steps) {
      const [what, a, b] = step;
      if (what === "click") {
        const e = document.querySelector(a);
        if (!e) { log.push({ error: "no element " + a }); break; }
        if (typeof e.click === "function") e.click();
        else e.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      } else if (what === "clickText") {
        const e = Array.from(document.querySelectorAll(a)).find((x) => x.textContent.startsWith(b));
        if (!e) { log.push({ error: "no element " + a + " starting " + b }); break; }
        e.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      } else if (what === "type") {
        const e = document.querySelector(a);
        if (!e) { log.push({ error: "no element " + a }); break; }
        e.value = b;
        e.dispatchEvent(new Event("input", { bubbles: true }));
      } else if (what === "back") {
        history.back();
      } else if (what === "prop") {
        log.push({ label: a, hash: location.hash, texts: Array.from(document.querySelectorAll(b), (e) => String(e[step[3]])) });
      } else if (what === "snap") {
        log.push({ label: a, hash: location.hash, texts: Array.from(document.querySelectorAll(b), (e) => e.textContent) });
      }
      await pause();
    }
    document.body.append(h("pre", { id: "test-log" }, JSON.stringify(log)));
  }

  // --- start ------------------------------------------------------------
  readData().then((text) => {
    D = JSON.parse(text);
    E = D.events.length;
    if (D.kind === "diff") table.key = "change:0";
    D.rows.name.forEach((id, r) => rowOf.set(id, r));
    window.addEventListener("hashchange", route);
    drawNav();
    const hash = location.hash;
    let steps = null;
    if (hash.startsWith("#test=")) {
      steps = JSON.parse(decodeURIComponent(hash.slice(6)));
      history.replaceState(null, "", "#");
    }
    route();
    document.documentElement.dataset.enhanced = "yes";
    if (steps) runTest(steps);
  }).catch((e) => {
    view.prepend(h("p", { class: "error", role: "alert" }, "The script could not draw the page (" + e + "); what is shown is the first paint."));
  });
})();
