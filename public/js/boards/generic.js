// The page for kinds that have no board of their own yet: the view as a readable tree, the
// choices as buttons (in the decision panel), and the log. A real board replaces this.
import { h } from "../dom.js";
import { humanize } from "../schema-form.js";

function tree(value, name, depth = 0) {
  if (value === null || typeof value !== "object") {
    return h(
      "div.leaf",
      {},
      name !== undefined ? h("span.k", {}, humanize(String(name)), ": ") : null,
      h("span.v", { class: typeof value }, value === null ? "—" : String(value)),
    );
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  const summary = Array.isArray(value)
    ? `${name !== undefined ? humanize(String(name)) : "list"} (${value.length})`
    : name !== undefined
      ? humanize(String(name))
      : "view";
  if (entries.length === 0) return h("div.leaf", {}, h("span.k", {}, summary, ": "), h("span.v", {}, Array.isArray(value) ? "none" : "{}"));
  return h(
    "details",
    { open: depth < 2 },
    h("summary", {}, summary),
    h(
      "div.children",
      {},
      entries.map(([k, v]) => tree(v, Array.isArray(value) ? `#${Number(k) + 1}` : k, depth + 1)),
    ),
  );
}

export function describeAction(a) {
  const { type, ...rest } = a;
  const show = (v) =>
    v && typeof v === "object" && "x" in v && "y" in v && Object.keys(v).length === 2
      ? `(${v.x}, ${v.y})`
      : typeof v === "object"
        ? JSON.stringify(v)
        : v;
  const parts = Object.entries(rest).map(([k, v]) => `${k} ${show(v)}`);
  return `${humanize(type)}${parts.length ? ` — ${parts.join(", ")}` : ""}`;
}

export default {
  kind: "generic",
  render(ctx) {
    return h(
      "div.generic",
      { dataset: { board: "generic" } },
      h(
        "p.hint",
        {},
        `The generic page of ${ctx.game.title}: everything the server shows you, as it is; your choices are buttons in the panel.`,
      ),
      h("div.tree", { role: "tree" }, tree(ctx.view)),
    );
  },
  label: (a) => describeAction(a),
};
