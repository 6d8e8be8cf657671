// Contrast of what the boards paint in SVG, measured in the browser from the colours actually
// painted (axe measures only HTML text on HTML backgrounds). `installProbe` puts the measuring
// functions in the page (as window.__paint); the test calls them with page.evaluate.
//
// What is behind a point is read from the painted stack, not guessed: document.elementsFromPoint
// lists what lies under it (every SVG shape is made hit-testable on its painted parts while we
// look), and each element's computed fill or stroke there (isPointInStroke / isPointInFill in its
// own coordinates), times its fill/stroke opacity and every ancestor's opacity, is composed over
// what lies beneath, down to the first opaque layer (an HTML background: a gradient counts as its
// lightest colour, as the axe check reads it).

/** Runs in the page: defines window.__paint. Self-contained (it is serialised into the page). */
export function installProbe() {
  if (window.__paint) return;
  const style = document.createElement("style");
  style.id = "paint-probe";
  // visiblePainted: a shape is hit where its fill or stroke is painted, whatever the board set.
  style.textContent = "svg * { pointer-events: visiblePainted !important; }";

  const parse = (str) => {
    const m = /rgba?\(([^)]*)\)/.exec(str ?? "");
    if (!m) return null;
    const p = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  /** A computed fill or stroke as a colour: a pattern or gradient by its first painted colour. */
  const paint = (value) => {
    if (!value || value === "none") return null;
    const ref = /url\("?#([^")]+)"?\)/.exec(value);
    if (!ref) return parse(value);
    const def = document.getElementById(ref[1]);
    const first = def && [...def.querySelectorAll("rect, path, circle, polygon, stop")][0];
    if (!first) return null;
    const cs = getComputedStyle(first);
    return first.tagName === "stop" ? parse(cs.stopColor) : parse(cs.fill);
  };
  const opacityOf = (el) => {
    let o = 1;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const withAlpha = (c, k) => (c ? { ...c, a: c.a * k } : null);
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  const channel = (v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (c) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
  const ratio = (a, b) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const hex = (c) => `#${[c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
  const toScreen = (el, x, y) => new DOMPoint(x, y).matrixTransform(el.getScreenCTM());
  const toUser = (el, x, y) => new DOMPoint(x, y).matrixTransform(el.getScreenCTM().inverse());
  const inView = (p) => p.x >= 0 && p.y >= 0 && p.x < innerWidth && p.y < innerHeight;
  const isText = (el) => el instanceof SVGTextContentElement;

  /** What `el` paints at the screen point (x, y): a colour with its alpha, or null. */
  function paintAt(el, x, y) {
    if (el instanceof SVGGeometryElement) {
      const cs = getComputedStyle(el);
      if (cs.visibility !== "visible" || !el.getScreenCTM()) return null;
      const p = toUser(el, x, y);
      const stroke = paint(cs.stroke);
      if (stroke && Number.parseFloat(cs.strokeWidth) > 0 && el.isPointInStroke(p))
        return withAlpha(stroke, Number(cs.strokeOpacity) * opacityOf(el));
      const fill = paint(cs.fill);
      if (fill && el.isPointInFill(p)) return withAlpha(fill, Number(cs.fillOpacity) * opacityOf(el));
      return null;
    }
    if (el instanceof HTMLElement || el instanceof SVGSVGElement) {
      const cs = getComputedStyle(el);
      const stops = (cs.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(parse);
      const lightest = stops.sort((a, b) => luminance(b) - luminance(a))[0];
      const c = lightest ?? parse(cs.backgroundColor);
      return c && c.a > 0 ? withAlpha(c, opacityOf(el)) : null;
    }
    return null;
  }

  /** The colour composed at (x, y) from the stack below `from` (or the whole stack), skipping `skip`. */
  function behind(x, y, { from = null, skip = isText } = {}) {
    let stack = document.elementsFromPoint(x, y);
    if (from) {
      const i = stack.indexOf(from);
      if (i === -1) return null;
      // Covered: something opaque is painted over `from` here, so `from` is not seen at this point.
      if (stack.slice(0, i).some((e) => !skip(e) && !e.contains(from) && paintAt(e, x, y)?.a >= 1)) return null;
      stack = stack.slice(i + 1);
    }
    const layers = [];
    for (const el of stack) {
      if (skip(el)) continue;
      const c = paintAt(el, x, y);
      if (!c || c.a <= 0) continue;
      layers.push(c);
      if (c.a >= 1) break;
    }
    let colour = { r: 255, g: 255, b: 255, a: 1 };
    for (const c of layers.reverse()) colour = over(c, colour);
    return colour;
  }

  /** Every visible SVG text (or tspan) in `root`: its colour, the worst colour behind a glyph, and the ratio needed. */
  function texts(root) {
    document.head.append(style);
    const out = [];
    for (const el of root.querySelectorAll("svg text, svg tspan")) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (!own) continue; // its words are in its tspans, measured on their own
      const cs = getComputedStyle(el);
      if (cs.display === "none" || cs.visibility !== "visible" || !el.getScreenCTM()) continue;
      el.scrollIntoView({ block: "center", inline: "center" });
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const colour = withAlpha(paint(cs.fill), Number(cs.fillOpacity) * opacityOf(el));
      const m = el.getScreenCTM();
      const px = Number.parseFloat(cs.fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
      const bold = Number(cs.fontWeight) >= 700;
      const large = px >= 24 || (bold && px >= 18.66);
      // A halo (a stroke painted under the glyphs, at least 1 px each side as drawn) is what the
      // glyphs stand on, whatever lies further behind.
      const halo = cs.paintOrder.startsWith("stroke") ? withAlpha(paint(cs.stroke), Number(cs.strokeOpacity) * opacityOf(el)) : null;
      const haloPx =
        Number.parseFloat(cs.strokeWidth) * (cs.vectorEffect === "non-scaling-stroke" ? 1 : px / Number.parseFloat(cs.fontSize));
      const ground = halo && haloPx >= 2 ? halo : null;
      const item = { text: el.textContent.trim(), px: Math.round(px * 10) / 10, bold, need: large ? 3 : 4.5, ratio: Infinity };
      // Behind each glyph (the middle of its cell): the text is as readable as its worst glyph.
      const chars = el.getNumberOfChars();
      for (let i = 0; i < chars; i++) {
        if (!el.textContent[i]?.trim()) continue;
        let cell;
        try {
          cell = el.getExtentOfChar(i);
        } catch {
          continue;
        }
        const p = toScreen(el, cell.x + cell.width / 2, cell.y + cell.height / 2);
        if (!inView(p)) continue;
        const far = behind(p.x, p.y);
        const back = ground ? over(ground, far) : far;
        const fore = colour ? over(colour, back) : null;
        const r = fore ? ratio(fore, back) : 0;
        if (r < item.ratio) Object.assign(item, { ratio: r, fg: fore ? hex(fore) : cs.fill, bg: hex(back) });
      }
      if (item.ratio !== Infinity) out.push({ ...item, ratio: Math.round(item.ratio * 100) / 100 });
    }
    style.remove();
    return out;
  }

  /** Points along a shape's outline, on the screen. */
  function outline(el, n) {
    const len = el.getTotalLength();
    const pts = [];
    for (let i = 0; i < n; i++) {
      const q = el.getPointAtLength((len * (i + 0.5)) / n);
      pts.push(toScreen(el, q.x, q.y));
    }
    return pts;
  }

  /**
   * A shape is seen by its outline as a whole: a corner lying on a neighbour's line does not hide
   * it. Of the uncovered points along the outline, the ratio three in four of them reach counts.
   */
  function mostOf(results) {
    const seen = results.filter(Boolean).sort((a, b) => a.ratio - b.ratio);
    return seen.length ? seen[Math.floor(seen.length / 4)] : null;
  }

  /**
   * A line that marks a state (a hint, a pick, the focus ring): its stroke, as painted, against
   * what it is painted over, other marks left out.
   */
  function markLine(el, n = 16, others = []) {
    const cs = getComputedStyle(el);
    const stroke = withAlpha(paint(cs.stroke), Number(cs.strokeOpacity) * opacityOf(el));
    if (!stroke || cs.visibility !== "visible") return null;
    // Another mark next to this one (a hint beside a pick) is not its ground.
    const skip = (e) => isText(e) || (e !== el && others.includes(e));
    return mostOf(
      outline(el, n).map((p) => {
        const back = inView(p) ? behind(p.x, p.y, { from: el, skip }) : null;
        if (!back) return null;
        const fore = over(stroke, back);
        return { ratio: ratio(fore, back), fg: hex(fore), bg: hex(back) };
      }),
    );
  }

  /**
   * A piece (a counter, a ship, a card) against the ground it stands on, other pieces left out
   * (a stack is told apart by its words), and so are the lines of marks that pass under it (a
   * hint round a hex: measured as marks). It has an edge where its fill meets the ground, or,
   * when its rim is drawn at least 1 CSS px wide, where the rim meets the ground or the fill:
   * the best of these counts at each point.
   */
  function piece(el, others, lines, n = 16) {
    const cs = getComputedStyle(el);
    const fill = withAlpha(paint(cs.fill), Number(cs.fillOpacity) * opacityOf(el));
    const m = el.getScreenCTM();
    const scale = cs.vectorEffect === "non-scaling-stroke" ? 1 : Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    const rimPx = Number.parseFloat(cs.strokeWidth) * scale;
    const rim = rimPx >= 1 ? withAlpha(paint(cs.stroke), Number(cs.strokeOpacity) * opacityOf(el)) : null;
    const apart = others.filter((o) => !o.contains(el));
    const skip = (e) => isText(e) || apart.some((o) => o.contains(e)) || (lines.includes(e) && getComputedStyle(e).fill === "none");
    return mostOf(
      outline(el, n).map((p) => {
        const back = inView(p) ? behind(p.x, p.y, { from: el, skip }) : null;
        if (!back) return null;
        const body = fill ? over(fill, back) : back;
        const edge = rim ? over(rim, back) : null;
        const edges = [{ by: "fill", fg: body, bg: back }];
        if (edge) edges.push({ by: "rim", fg: edge, bg: back }, { by: "fill and rim", fg: body, bg: edge });
        const best = edges.map((e) => ({ ...e, ratio: ratio(e.fg, e.bg) })).sort((a, b) => b.ratio - a.ratio)[0];
        return { ratio: best.ratio, by: best.by, fg: hex(best.fg), bg: hex(best.bg) };
      }),
    );
  }

  /** What a failure names: the nearest key the board gave (hex:12, unit:T3…), or the shape's tooltip. */
  const nameOf = (el) =>
    el.closest("[data-key]")?.dataset.key ?? el.closest("g")?.querySelector(":scope > title")?.textContent ?? el.tagName;

  /**
   * Measures each element `selector` finds in `root`, as a piece or a mark among its kin (the
   * other pieces or marks); a piece's ground leaves out the lines `marks` find.
   */
  function each(root, selector, kind, kin = [], marks = []) {
    document.head.append(style);
    document.activeElement?.blur(); // a focus ring left from a click is not part of the ground
    const found = kin.flatMap((sel) => [...root.querySelectorAll(sel)]);
    const lines = marks.flatMap((sel) => [...root.querySelectorAll(sel)]);
    const out = [];
    for (const el of root.querySelectorAll(selector)) {
      el.scrollIntoView({ block: "center", inline: "center" });
      const r =
        kind === "piece"
          ? piece(
              el,
              found.map((e) => e.closest("g") ?? e),
              lines,
            )
          : markLine(el, 16, found);
      if (r) out.push({ what: nameOf(el), ...r, ratio: Math.round(r.ratio * 100) / 100 });
    }
    style.remove();
    return out;
  }

  /**
   * The focus ring of the board's controls, each focused in turn: its colour against what it is
   * drawn over, and its width as drawn (a line under 2 CSS px is blurred into its ground by
   * antialiasing and does not show its colour). Every control that is hinted or pressed is
   * measured, and of a map's many plain hexes an even spread up to `limit` in all.
   */
  function focusRings(root, limit = 120) {
    document.head.append(style);
    const all = [...root.querySelectorAll("svg .hit")].filter((el) => el.querySelector(":scope > .focus-ring"));
    const marked = all.filter((el) => el.dataset.hint === "1" || el.getAttribute("aria-pressed") === "true");
    const plain = all.filter((el) => !marked.includes(el));
    const step = Math.max(1, plain.length / Math.max(1, limit - marked.length));
    const chosen = [...marked, ...plain.filter((_, i) => i % step < 1)];
    const out = [];
    for (const el of chosen) {
      const ring = el.querySelector(":scope > .focus-ring");
      el.focus();
      const cs = getComputedStyle(ring);
      const m = ring.getScreenCTM();
      const scale = cs.vectorEffect === "non-scaling-stroke" ? 1 : Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
      const r = markLine(ring, 12);
      if (r)
        out.push({
          what: el.getAttribute("aria-label"),
          ...r,
          ratio: Math.round(r.ratio * 100) / 100,
          px: Math.round(Number.parseFloat(cs.strokeWidth) * scale * 10) / 10,
        });
    }
    document.activeElement?.blur();
    style.remove();
    return out;
  }

  /** Whether any stylesheet answers prefers-color-scheme (then both schemes are checked). */
  function schemeAware() {
    const walk = (rules) =>
      [...rules].some((r) => (r.media && /prefers-color-scheme/.test(r.media.mediaText)) || (r.cssRules && walk(r.cssRules)));
    return [...document.styleSheets].some((sh) => {
      try {
        return walk(sh.cssRules);
      } catch {
        return false;
      }
    });
  }

  window.__paint = { texts, each, focusRings, schemeAware };
}

/**
 * What a player must see to play each board (WCAG 1.4.11, 3:1), by selector. `pieces` are told
 * from their ground by fill or rim: what you pick or aim at. `marks` are the lines that show a
 * state: a place you can pick now (hint), what you have picked. Every board's focus ring is
 * measured on each control (focused in turn). Left out as decorative or as repeating a mark that
 * is measured: the hex grid and the table's lines (a place you can pick is marked as a hint),
 * orbital paths, range bands and arcs, minefields' and last moves' tints, the stars' discs.
 */
export const BOARD_PARTS = {
  "star-battle": {
    // Cards on the chart and in the hand (what you click), empty places to put one, your fleets.
    pieces: [
      ".sb-cell > g:first-of-type > rect:first-child",
      ".sb-hand-card > g > rect:first-child",
      ".sb-slot > rect:first-child",
      ".sb-ship > path",
    ],
    marks: [".sb-hint", ".sb-picked"],
  },
  "last-starfighter": {
    // Both fighters on the wheel, the sector picked, the ships to choose from; marks: the sectors you
    // can pick, the green edge of a laser that bears (yours to fire), the ship chosen.
    pieces: [".ls-me > path", ".ls-opponent > path", ".ls-sector[data-selected] > path:first-child", ".ls-stock > rect:first-child"],
    marks: [
      ".ls-sector[data-hint] > path:first-child",
      ".ls-weapon[data-bearing] > rect:first-child",
      '.ls-stock[aria-pressed="true"] > rect:first-child',
    ],
  },
  "iron-stars": {
    // Every ship's counter on the table; the ship picked.
    pieces: [".is-ship > polygon"],
    marks: [".is-ship[data-picked] > polygon"],
  },
  "barnards-star": {
    // Counters on the planet; the hexes you can pick (hint) and the one picked; a picked or hinted counter's rim.
    pieces: [".bs-stack > rect"],
    marks: [".bs-map .hex-mark", ".bs-stack[data-picked] > rect", ".bs-stack[data-hint] > rect"],
  },
  "double-star": {
    // Ships, worlds and planetoids on the orbit map; marks: hexes and surface sites you can pick or
    // have picked (a site's box is found by its words, so its plain edge is not measured).
    pieces: [".ds-ships > polygon", ".ds-body > circle"],
    marks: [".ds-map .hex-mark", ".ds-site[data-hint] > rect:first-of-type", '.ds-site[aria-pressed="true"] > rect:first-of-type'],
  },
};

/**
 * Measures the board on the page: every SVG text against what is behind it (WCAG 1.4.3: 4.5:1,
 * 3:1 for large text), the parts in BOARD_PARTS and every focus ring (3:1). Returns the failures
 * as lines that name the text or part and its two colours, and what was measured.
 */
export async function boardContrast(page, kind) {
  await page.evaluate(installProbe);
  const parts = BOARD_PARTS[kind] ?? { pieces: [], marks: [] };
  return page.evaluate(
    ({ parts }) => {
      const root = document.querySelector("#board");
      const p = window.__paint;
      const texts = p.texts(root);
      const pieces = parts.pieces.flatMap((sel) => p.each(root, sel, "piece", parts.pieces, parts.marks).map((r) => ({ ...r, sel })));
      const marks = parts.marks.flatMap((sel) => p.each(root, sel, "mark", parts.marks).map((r) => ({ ...r, sel })));
      const rings = p.focusRings(root);
      const fmt = (r) => `${r.fg} on ${r.bg} = ${r.ratio}:1`;
      const failures = [
        ...texts
          .filter((t) => t.ratio < t.need)
          .map((t) => `text "${t.text}" (${t.px}px${t.bold ? " bold" : ""}): ${fmt(t)}, needs ${t.need}:1`),
        ...pieces.filter((r) => r.ratio < 3).map((r) => `piece ${r.what} (${r.sel}, by ${r.by}): ${fmt(r)}, needs 3:1`),
        ...marks.filter((r) => r.ratio < 3).map((r) => `mark ${r.what} (${r.sel}): ${fmt(r)}, needs 3:1`),
        ...rings.filter((r) => r.ratio < 3).map((r) => `focus ring of "${r.what}": ${fmt(r)}, needs 3:1`),
        ...rings.filter((r) => r.px < 2).map((r) => `focus ring of "${r.what}": ${r.px} px wide, needs 2 px`),
      ];
      const counts = { texts: texts.length, pieces: pieces.length, marks: marks.length, rings: rings.length };
      return { failures: [...new Set(failures)], counts, schemeAware: p.schemeAware() };
    },
    { parts },
  );
}
