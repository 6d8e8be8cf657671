// The board's zoom on a narrow screen (a phone, a tablet upright: the page in one column). A map
// fitted to such a width draws its words a few pixels high and its hexes smaller than a finger, so
// a board may mark an SVG as zoomable with the scale at which it reads (`readable`). Two buttons
// over the board then choose between "Fit to screen" (the whole board in view, as on a desktop)
// and "Zoom in" (the maps at that scale, each in a box that scrolls both ways, by touch, by
// keyboard once focused, or as the focus moves to a piece). The choice is kept per kind of game.
// On a wide screen the buttons are hidden and the boards are drawn as before, whatever was chosen
// (the CSS under `@media (max-width: 61.99rem)` does the zooming).
import { h } from "./dom.js";

/** Text drawn at least this high (CSS px of font size), and targets at least this wide and tall (WCAG 2.5.8 asks 24). */
const READABLE_FONT = 12;
const TAP = 28;
/** Where the page turns to one column (the .layout rule in style.css): below it the zoom is offered. */
const NARROW = "(max-width: 61.99rem)";

const storeKey = (kind) => `starpost.zoom.${kind}`;

/**
 * The attribute a board puts on a zoomable SVG: the scale (CSS px per unit of its viewBox) at which
 * its smallest text (`font`, in its own units) is readable and its smallest target (`target`) big
 * enough to tap (none given: the text's scale is enough).
 */
export function readable({ font, target = Number.POSITIVE_INFINITY }) {
  return { "data-zoom": String(Math.max(READABLE_FONT / font, TAP / target)) };
}

export function zoomChoice(kind) {
  try {
    return localStorage.getItem(storeKey(kind)) === "in" ? "in" : "fit";
  } catch {
    return "fit"; // storage refused (a private window): the fitted board
  }
}

function keepChoice(kind, choice) {
  try {
    localStorage.setItem(storeKey(kind), choice);
  } catch {}
}

/** How far each zoomed map was scrolled: taken before the board is drawn anew, given back after. */
export function scrollsOf(board) {
  return [...board.querySelectorAll(".zoom-box")].map((b) => ({ left: b.scrollLeft, top: b.scrollTop }));
}

/**
 * After the board is drawn: wraps each zoomable SVG in its box, puts the zoom buttons first, and
 * applies the kind's choice. `redraw` is called when the choice changes; `scrolls` (from
 * scrollsOf) keeps the maps where the player had scrolled them.
 */
export function zoomBoard(board, kind, { scrolls = [], redraw }) {
  const maps = [...board.querySelectorAll("svg[data-zoom]")];
  board.classList.remove("zoomed");
  if (maps.length === 0) return;
  const choice = zoomChoice(kind);
  const zoomed = choice === "in";
  const narrow = matchMedia(NARROW).matches;
  board.classList.toggle("zoomed", zoomed);
  maps.forEach((svg, i) => {
    const box = h("div.zoom-box");
    svg.replaceWith(box);
    box.append(svg);
    const width = svg.viewBox.baseVal.width * Number(svg.dataset.zoom);
    box.style.setProperty("--zoom-width", `${Math.ceil(width)}px`);
    if (zoomed && narrow) {
      // A box that scrolls is one a keyboard can reach (WCAG 2.1.1): arrow keys then scroll it.
      box.tabIndex = 0;
      box.setAttribute("role", "group");
      box.setAttribute("aria-label", `${svg.getAttribute("aria-label") ?? "Map"}, zoomed in: scroll to see the rest`);
    }
    const kept = scrolls[i];
    if (kept) {
      box.scrollLeft = kept.left;
      box.scrollTop = kept.top;
    }
  });
  const button = (value, words) =>
    h(
      "button.quiet",
      {
        type: "button",
        "aria-pressed": String(choice === value),
        dataset: { key: `zoom:${value}`, zoom: value },
        onclick: () => {
          if (choice === value) return;
          keepChoice(kind, value);
          redraw({ centre: value === "in" });
        },
      },
      words,
    );
  board.prepend(h("div.zoom-bar", { role: "group", "aria-label": "Board size" }, button("fit", "Fit to screen"), button("in", "Zoom in")));
}

/** Zoomed in afresh: each map starts at its middle rather than its top left corner. */
export function centreMaps(board) {
  for (const box of board.querySelectorAll(".zoom-box")) {
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
  }
}
