// Form fields generated from a JSON Schema object (the kinds' options from GET /v1/kinds):
// numbers, enums, booleans, "auto"-or-number choices; anything more complex is edited as JSON.
// read() gives back only the values that differ from the defaults.
import { h } from "./dom.js";

export function schemaForm(schema, defaults = {}, prefix = "opt") {
  const props = schema?.properties ?? {};
  const readers = {};
  const rows = Object.entries(props).map(([name, prop]) => {
    const id = `${prefix}-${name}`;
    const def = defaults[name] ?? prop.default;
    const { input, read } = field(id, prop, def);
    readers[name] = { read, def };
    return h(
      "div.field",
      {},
      h("label", { for: id }, humanize(name)),
      input,
      prop.description ? h("small.hint", { id: `${id}-hint` }, prop.description) : null,
    );
  });
  return {
    element: h("div.schema-form", {}, rows),
    read() {
      const out = {};
      for (const [name, { read, def }] of Object.entries(readers)) {
        const v = read();
        if (JSON.stringify(v) !== JSON.stringify(def)) out[name] = v;
      }
      return out;
    },
  };
}

function field(id, prop, def) {
  const described = prop.description ? `${id}-hint` : undefined;
  const common = { id, name: id, "aria-describedby": described };
  // One of a few constants and/or a small integer range: a select.
  const options = choicesOf(prop);
  if (options) {
    const input = h(
      "select",
      common,
      options.map((o) => h("option", { value: JSON.stringify(o), selected: JSON.stringify(o) === JSON.stringify(def) }, String(o))),
    );
    return { input, read: () => JSON.parse(input.value) };
  }
  if (prop.type === "boolean") {
    const input = h("input", { ...common, type: "checkbox", checked: def === true });
    return { input, read: () => input.checked };
  }
  if (prop.type === "integer" || prop.type === "number") {
    const input = h("input", {
      ...common,
      type: "number",
      value: def ?? "",
      min: prop.minimum,
      max: prop.maximum,
      step: prop.type === "integer" ? 1 : "any",
      inputmode: "numeric",
    });
    return { input, read: () => (input.value === "" ? def : Number(input.value)) };
  }
  if (prop.type === "string") {
    const input = h("input", { ...common, type: "text", value: def ?? "", maxlength: prop.maxLength });
    return { input, read: () => input.value };
  }
  const input = h("textarea.json", { ...common, rows: 2, spellcheck: "false" }, JSON.stringify(def ?? null));
  return {
    input,
    read: () => {
      try {
        return JSON.parse(input.value);
      } catch {
        throw new Error(`${id.replace(/^\w+-/, "")}: not valid JSON`);
      }
    },
  };
}

/** The finite list of values a property allows, when it is short enough for a select. */
function choicesOf(prop) {
  if (prop.enum) return prop.enum;
  if (prop.const !== undefined) return [prop.const];
  const variants = prop.anyOf ?? prop.oneOf;
  if (!variants) return null;
  const out = [];
  for (const v of variants) {
    if (v.const !== undefined) out.push(v.const);
    else if (v.enum) out.push(...v.enum);
    else if (v.type === "integer" && v.minimum !== undefined && v.maximum !== undefined && v.maximum - v.minimum <= 20) {
      for (let i = v.minimum; i <= v.maximum; i++) out.push(i);
    } else if (v.type === "null") out.push(null);
    else return null;
  }
  return out;
}

export function humanize(name) {
  return name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
}
