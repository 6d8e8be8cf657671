// The page for kinds that have no board of their own yet: the view as a readable tree, the
// choices as buttons (in the decision panel), and the log. A real board replaces this.
import { h } from "../dom.js";
import { humanize } from "../schema-form.js";

function tree(value, name, depth = 0) {
  if (value === null || typeof value !== "object") {
    return h("div.leaf", {}, name !== undefined ? h("span.k", {}, humanize(String(name)), ": ") : null, h("span.v", { class: typeof value }, value === null ? "—" : String(value)));
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  const summary = Array.isArray(value) ? `${name !== undefined ? humanize(String(name)) : "list"} (${value.length})` : name !== undefined ? humanize(String(name)) : "view";
  if (entries.length === 0) return h("div.leaf", {}, h("span.k", {}, summary, ": "), h("span.v", {}, Array.isArray(value) ? "none" : "{}"));
  return h("details", { open: depth < 2 }, h("summary", {}, summary), h("div.children", {}, entries.map(([k, v]) => tree(v, Array.isArray(value) ? `#${Number(k) + 1}` : k, depth + 1))));
}

export function describeAction(a) {
  const { type, ...rest } = a;
  const parts = Object.entries(rest).map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : v}`);
  return `${humanize(type)}${parts.length ? " — " + parts.join(", ") : ""}`;
}

export default {
  kind: "generic",
  render(ctx) {
    return h("div.generic", { dataset: { board: "generic" } },
      h("p.hint", {}, `${ctx.game.title} has no drawn board yet: this is everything the server shows you, and your choices are in the panel.`),
      h("div.tree", { role: "tree" }, tree(ctx.view)));
  },
  label: (a) => describeAction(a),
};
