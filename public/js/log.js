// One log entry: who acted, what happened (in the kind's words when the board module has them),
// and every public die roll with what it decided.
import { h } from "./dom.js";

export function dieFace(roll) {
  return `${roll.die} ${roll.value}`;
}

export function genericEvent(e) {
  const { type, ...rest } = e;
  const words = type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  const details = Object.entries(rest)
    .filter(([, v]) => v !== null && v !== undefined && (typeof v !== "object" || JSON.stringify(v).length < 80))
    .map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : v}`);
  return details.length ? `${words}: ${details.join(", ")}` : words;
}

export function renderEntry(entry, { board, seatName, onShow, mine }) {
  const time = new Date(entry.at);
  const who = entry.seat === mine ? `${seatName(entry.seat)} — you` : seatName(entry.seat);
  const kind =
    entry.kind === "undo"
      ? "took back a move"
      : entry.kind === "resign"
        ? "resigned"
        : entry.auto === "timeout"
          ? "ran out of time; the server moved"
          : "";
  const ctx = { seatName };
  return h(
    "li.entry",
    { dataset: { version: String(entry.version), seat: entry.seat }, class: entry.kind },
    h(
      "div.entry-head",
      {},
      h(
        "button.version",
        {
          type: "button",
          title: `Show the board at version ${entry.version}`,
          "aria-label": `Show version ${entry.version}`,
          onclick: () => onShow(entry.version),
        },
        `v${entry.version}`,
      ),
      h("span.who", {}, who),
      kind ? h("span.kind", {}, ` ${kind}`) : null,
      h("time", { datetime: entry.at, title: time.toLocaleString() }, time.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })),
    ),
    entry.events.length
      ? h(
          "ul.events",
          {},
          entry.events.map((e) => h("li", { dataset: { type: e.type } }, board.describe?.(e, ctx) ?? genericEvent(e))),
        )
      : null,
    entry.rolls.length
      ? h(
          "ul.rolls",
          { "aria-label": "Dice rolled" },
          entry.rolls.map((r) =>
            h(
              "li.roll",
              { dataset: { die: r.die, value: String(r.value) }, title: r.purpose },
              h("span.die", {}, dieFace(r)),
              h("span.purpose", {}, r.purpose),
            ),
          ),
        )
      : null,
  );
}
