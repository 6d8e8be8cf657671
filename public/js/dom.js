// Tiny helpers to build HTML and SVG without a framework.
const SVG_NS = "http://www.w3.org/2000/svg";

/** h("button.primary", {onclick}, "text", child…): an HTML element. */
export function h(tag, attrs = {}, ...children) {
  return build(document.createElement(tagName(tag)), tag, attrs, children);
}

/** s("circle", {cx, cy, r}): an SVG element. */
export function s(tag, attrs = {}, ...children) {
  return build(document.createElementNS(SVG_NS, tagName(tag)), tag, attrs, children);
}

function tagName(tag) {
  return tag.split(/[.#]/)[0];
}

function build(el, tag, attrs, children) {
  const classes = [...tag.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
  const id = /#([\w-]+)/.exec(tag);
  if (classes.length) el.setAttribute("class", classes.join(" "));
  if (id) el.id = id[1];
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.setAttribute("class", [el.getAttribute("class"), v].filter(Boolean).join(" "));
    else if (k === "dataset") for (const [dk, dv] of Object.entries(v)) dv !== undefined && dv !== null && (el.dataset[dk] = dv);
    else if (k in el && !(el instanceof SVGElement) && typeof v !== "string") el[k] = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/**
 * Makes an SVG shape act as a button: focusable, announced, and activated by click, Enter
 * or Space. `label` is what a screen reader says.
 */
export function clickable(el, label, onActivate, { pressed } = {}) {
  el.setAttribute("tabindex", "0");
  el.setAttribute("role", "button");
  el.setAttribute("aria-label", label);
  if (pressed !== undefined) el.setAttribute("aria-pressed", String(pressed));
  el.classList.add("hit");
  // The focus ring is drawn over a dark band of its own shape (see .focus-halo in the CSS): the
  // light ring shows on the dark maps, the dark band on a light card or a yellow mark.
  const ring = el.querySelector(":scope > .focus-ring");
  if (ring && !el.querySelector(":scope > .focus-halo")) {
    const band = ring.cloneNode(false);
    band.setAttribute("class", "focus-halo");
    ring.before(band);
  }
  el.addEventListener("click", (e) => {
    e.stopPropagation();
    onActivate();
  });
  el.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      e.stopPropagation();
      onActivate();
    }
  });
  return el;
}

/**
 * Attributes for a label drawn where ships, lines or marks may cross it: a halo of `colour` under
 * its letters (painted first, 3 px wide at any zoom, so 1.5 px shows round each letter), which is
 * what the letters are then read against.
 */
export const halo = (colour = "#0b1026") => ({
  stroke: colour,
  "stroke-width": 3,
  "stroke-linejoin": "round",
  "paint-order": "stroke",
  "vector-effect": "non-scaling-stroke",
});

/** The text of a title element for an SVG shape (a tooltip). */
export const title = (text) => s("title", {}, text);

export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

/**
 * As replaceKeepingFocus, but leaves `el` as it is when the new content is the same markup: a list
 * redrawn every few seconds would otherwise move a screen reader's reading place each time.
 */
export function replaceIfChanged(el, ...children) {
  const next = document.createElement(el.tagName);
  append(next, children);
  if (next.innerHTML === el.innerHTML) return;
  replaceKeepingFocus(el, ...next.childNodes);
}

/** Replaces the content of `el` keeping the element focused before, by its data-key, focused. */
export function replaceKeepingFocus(el, ...children) {
  const key = document.activeElement?.closest?.("[data-key]")?.dataset.key;
  clear(el);
  append(el, children);
  if (key) el.querySelector(`[data-key="${CSS.escape(key)}"]`)?.focus();
}
