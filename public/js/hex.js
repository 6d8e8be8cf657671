// Hex maps for the boards: where a hex's centre falls on the page (flat-topped offset columns,
// or pointy-topped axial coordinates), the hexagon's outline, and the SVG map frame with
// one clickable cell per hex. The boards decide colours, counters and what a click means.
import { s, clickable, title } from "./dom.js";

const R3 = Math.sqrt(3);

/** Flat-topped hexes in columns; "odd-q" pushes odd columns half a hex down. */
export function offsetCentre(col, row, size, layout = "odd-q") {
  const shift = layout === "odd-q" ? col & 1 : layout === "even-q" ? 1 - (col & 1) : 0;
  return { x: size * 1.5 * col + size, y: size * R3 * (row + shift / 2) + (size * R3) / 2 };
}

/** Pointy-topped hexes from axial (q, r), r growing downwards. */
export function axialCentre(q, r, size) {
  return { x: size * R3 * (q + r / 2), y: size * 1.5 * r };
}

/** The hexagon's outline as SVG points. */
export function hexPoints(cx, cy, size, flat) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i + (flat ? 0 : 30));
    pts.push(`${(cx + size * Math.cos(a)).toFixed(1)},${(cy + size * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(" ");
}

/** The screen angle (degrees, clockwise from east) of axial facing 0..5 on a pointy-topped map. */
export const facingAngle = (f) => -60 * f;

/**
 * One hex cell: its outline with `fill`, a focus ring, and — when `onPick` is given — a button
 * announced as `label`. `data` goes on the group's dataset (hex id, hints for tests).
 */
export function hexCell({ x, y, size, flat, fill, stroke = "#0b1026", label, onPick, data = {}, mark = null, pressed }) {
  const g = s(
    "g",
    { class: "hex", dataset: data },
    label ? title(label) : null,
    s("polygon", { points: hexPoints(x, y, size * 0.98, flat), fill, stroke, "stroke-width": 1 }),
    mark
      ? s("polygon", {
          class: "hex-mark",
          points: hexPoints(x, y, size * 0.82, flat),
          fill: "none",
          stroke: mark,
          "stroke-width": 2.5,
          "stroke-dasharray": mark === "#ffd45e" ? "4 3" : "",
        })
      : null,
    s("polygon", { class: "focus-ring", points: hexPoints(x, y, size * 0.9, flat) }),
  );
  if (onPick) clickable(g, label ?? "hex", onPick, { pressed });
  return g;
}

/** An SVG frame fitted round `centres` with a margin of one hex. */
export function mapFrame(centres, size, attrs = {}) {
  const xs = centres.map((c) => c.x),
    ys = centres.map((c) => c.y);
  const minX = Math.min(...xs) - size * 1.2,
    minY = Math.min(...ys) - size * 1.2;
  const w = Math.max(...xs) - minX + size * 1.2,
    hgt = Math.max(...ys) - minY + size * 1.2;
  return s("svg", { viewBox: `${minX.toFixed(1)} ${minY.toFixed(1)} ${w.toFixed(1)} ${hgt.toFixed(1)}`, ...attrs });
}
