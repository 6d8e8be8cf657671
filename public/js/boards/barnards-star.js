// Barnard's Star: the planet's hex map (ground by colour, volcanoes, every stack of counters),
// the space box (ships in orbit, on close approach, at Sol, and the Naronian force still at
// Kruger 60 when it is yours to see), the turn track with eclipses and arrivals, and what each
// side holds. Clicks narrow your choices: a counter (on the map or in space), then a hex or a
// target; an empty hex alone where the choice needs only a hex.
import { h, halo, s, title } from "../dom.js";
import { hexCell, mapFrame, offsetCentre } from "../hex.js";
import { readable } from "../zoom.js";

const SIZE = 14;
const GROUND = { clear: "#3b4a3a", mountain: "#6b5b4a", crevassed: "#4c5f74", lava: "#7a2f22" };
const SIDE = { naronian: "#ff7b54", terran: "#4fa3ff" };
const KIND_NAMES = {
  JTr: "jump troops",
  Reg: "regulars",
  Sup: "support troops",
  TP: "transportation point",
  B: "beacon",
  PD: "defense battery",
  DN: "dreadnought",
  BB: "battleship",
  BC: "battlecruiser",
  DD: "destroyer",
  TN: "transport",
};

const unitOf = (a) => a.unit ?? a.ship ?? null;
const hexOf = (a) => (typeof a.hex === "number" ? a.hex : typeof a.to === "number" ? a.to : null);

function facets(a) {
  const f = {};
  const u = unitOf(a);
  if (u) f.unit = u;
  const x = hexOf(a);
  if (x !== null) f.hex = String(x);
  if (a.target) f.target = a.target;
  if (typeof a.to === "string") f.target = a.to;
  if (a.units) f.unit = a.units[0];
  return f;
}

const unitWords = (u) =>
  u.kind ? `${u.id} (${KIND_NAMES[u.kind] ?? u.kind}${u.neutralized ? ", neutralized" : ""})` : `${u.id} (unknown ship)`;

function label(a) {
  const u = unitOf(a);
  switch (a.type) {
    case "buy":
      return `Buy ${a.item}`;
    case "sell":
      return `Give back ${a.item}`;
    case "confirmForce":
      return "Confirm the force";
    case "placeUnit":
      return `Place ${u} in hex ${a.hex}`;
    case "sendShip":
      return `Send ${u} from Sol`;
    case "returnToSol":
      return `Bring ${u} back to Sol`;
    case "screenShip":
      return `Screen ${u}`;
    case "withdrawShip":
      return `Withdraw ${u}`;
    case "allocateFire":
      return `${u} fires at ${a.target}`;
    case "moveUnit":
      return `Move ${u} to hex ${a.to}`;
    case "overrun":
      return `Overrun hex ${a.to} with ${a.units.join(", ")}`;
    case "teleport":
      return `Teleport ${u} to ${a.to}`;
    case "landShip":
      return `Land ${u} in hex ${a.hex}`;
    case "dropJumpTroop":
      return `Drop ${u} in hex ${a.hex}`;
    case "closeApproach":
      return `${u} flies close over hex ${a.hex}`;
    case "stayInOrbit":
      return `${u} stays in orbit`;
    case "loadUnit":
      return `Load ${a.unit} into ${a.ship}`;
    case "liftOff":
      return `Lift ${u} off`;
    case "defenseFire":
      return `${u} fires at landings in hex ${a.hex}`;
    case "attack":
      return `Attack hex ${a.hex}`;
    case "bombard":
      return `Bombard hex ${a.hex}`;
    case "addSupport":
      return `Support with ${u}`;
    case "eliminateUnit":
      return `Remove ${u}`;
    case "retreat":
      return `Retreat to hex ${a.hex}`;
    case "pressAssault":
      return a.press ? "Assault anyway" : "Call off the assault";
    case "counterattack":
      return a.accept ? "Counterattack" : "No counterattack";
    default: {
      const words = a.type.replace(/([A-Z])/g, " $1").toLowerCase();
      return words[0].toUpperCase() + words.slice(1);
    }
  }
}

function describe(e) {
  const bits = Object.entries(e).filter(([k, v]) => k !== "type" && (typeof v !== "object" || v === null));
  const words = e.type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return bits.length ? `${words}: ${bits.map(([k, v]) => `${k} ${v}`).join(", ")}` : words;
}

// ---- the map ----------------------------------------------------------------------------------------

function counter(u, x, y, { picked, hint, count }) {
  const color = SIDE[u.side] ?? "#aaa";
  return s(
    "g",
    { "pointer-events": "none" },
    s("rect", {
      x: x - 9,
      y: y - 9,
      width: 18,
      height: 18,
      rx: 3,
      fill: color,
      "fill-opacity": u.neutralized ? 0.45 : 0.95,
      // The rim in screen pixels: at least 1.5 px on a phone's small map, so the counter has a
      // dark edge against any ground (WCAG 1.4.11).
      stroke: picked ? "#ffd45e" : hint ? "#fff" : "#0b1026",
      "stroke-width": picked ? 2.5 : hint ? 2 : 1.5,
      "vector-effect": "non-scaling-stroke",
    }),
    // A neutralized counter shows the ground through it: its letters keep a halo of the side's colour.
    s(
      "text",
      {
        x,
        y: y + 3.5,
        "font-size": 8.5,
        "text-anchor": "middle",
        fill: "#0b1026",
        "font-weight": 700,
        ...(u.neutralized ? halo(color) : {}),
      },
      u.kind ?? "?",
    ),
    count > 1 ? s("text", { x: x + 10, y: y - 6, "font-size": 8, fill: "#fff", "font-weight": 700, ...halo() }, String(count)) : null,
  );
}

function renderMap(ctx) {
  const { view, selection, mine } = ctx;
  const m = view.map;
  const cells = [];
  for (let row = 0; row < m.rows; row++)
    for (let col = 0; col < m.cols; col++) cells.push({ id: row * m.cols + col, ...offsetCentre(col, row, SIZE, m.layout) });
  const svg = mapFrame(cells, SIZE, {
    role: "group",
    "aria-label": "Map of the planet",
    class: "bs-map",
    // Zoomed in on a phone: a stack's count (8 units) readable, a hex (1.7 × SIZE high) a target.
    ...readable({ font: 8, target: SIZE * 1.7 }),
  });
  const stacks = new Map(view.hexes.map((x) => [x.hex, x.units]));
  const volcano = new Set(m.volcanoes);
  const mineUnit = (u) => mine && ctx.ever("unit", u.id);
  // A click on a hex: with a counter chosen, the hex is where it goes; else the first counter of
  // yours there that has a choice (again: the next one); else the hex alone.
  const clickHex = (id) => {
    if (!mine) return;
    const units = (stacks.get(id) ?? []).filter(mineUnit);
    if (selection.hex === String(id)) return ctx.select({ hex: null });
    if (selection.unit && ctx.choicesFor({ hex: String(id) }).length) return ctx.select({ hex: String(id) });
    if (units.length) {
      const at = units.findIndex((u) => u.id === selection.unit);
      const next = units[(at + 1) % units.length];
      if (at === -1 || units.length > 1) return ctx.select({ unit: next.id, hex: null, target: null });
    }
    return ctx.select({ hex: String(id) });
  };
  for (const c of cells) {
    const ground = m.terrain[c.id];
    const units = stacks.get(c.id) ?? [];
    const k = String(c.id);
    const hint = mine && selection.hex !== k && (Object.keys(selection).length ? ctx.could("hex", k) : false);
    const picked = selection.hex === k;
    const words = `Hex ${c.id}: ${ground}${volcano.has(c.id) ? ", volcano" : ""}${units.length ? `. ${units.map(unitWords).join("; ")}` : ""}`;
    const usable = mine && (ctx.ever("hex", k) || units.some(mineUnit));
    svg.append(
      hexCell({
        x: c.x,
        y: c.y,
        size: SIZE,
        flat: true,
        fill: GROUND[ground] ?? "#333",
        label: words,
        onPick: usable ? () => clickHex(c.id) : null,
        data: { hex: k, key: `hex:${k}`, hint: hint ? "1" : undefined, units: units.length ? String(units.length) : undefined },
        mark: picked ? "#5fe39a" : hint ? "#ffd45e" : null,
        pressed: usable ? picked : undefined,
      }),
    );
    if (volcano.has(c.id))
      svg.append(
        s("path", {
          d: `M${c.x - 6},${c.y + 6} L${c.x},${c.y - 6} L${c.x + 6},${c.y + 6} Z`,
          fill: "#ff9f43",
          opacity: 0.8,
          "pointer-events": "none",
        }),
      );
  }
  for (const [hex, units] of stacks) {
    const c = cells[hex];
    if (!c) continue;
    const top = units.find((u) => u.id === selection.unit) ?? units.find((u) => mine && ctx.could("unit", u.id)) ?? units[0];
    const g = counter(top, c.x, c.y, {
      picked: units.some((u) => u.id === selection.unit),
      hint: units.some((u) => mine && !selection.unit && ctx.could("unit", u.id)),
      count: units.length,
    });
    g.classList.add("bs-stack");
    if (units.some((u) => u.id === selection.unit)) g.dataset.picked = "1";
    else if (units.some((u) => mine && !selection.unit && ctx.could("unit", u.id))) g.dataset.hint = "1";
    for (const u of units) g.dataset[`u${u.id.replace(/[^A-Za-z0-9]/g, "")}`] = "1";
    g.dataset.hex = String(hex);
    g.dataset.units = units.map((u) => u.id).join(",");
    svg.append(g);
  }
  return svg;
}

// ---- space, the turn track and the sides ------------------------------------------------------------

function chip(ctx, u, where) {
  const { selection, mine } = ctx;
  const picked = selection.unit === u.id || selection.target === u.id;
  const asTarget = mine && selection.unit && selection.unit !== u.id && ctx.could("target", u.id);
  const asUnit = mine && ctx.ever("unit", u.id);
  const hint = mine && (asTarget || (!selection.unit && ctx.could("unit", u.id)));
  const b = h(
    "button.bs-chip",
    {
      type: "button",
      class: [picked ? "picked" : "", hint ? "hint" : ""].join(" "),
      style: `border-color:${SIDE[u.side]}`,
      disabled: !(asTarget || asUnit),
      "aria-pressed": String(picked),
      dataset: { unit: u.id, where, key: `unit:${u.id}` },
      title: unitWords(u),
    },
    `${u.kind ?? "?"} ${u.id}`,
    u.label ? ` · ${u.label}` : "",
    u.area ? ` · ${u.area}` : "",
    u.cargo?.length ? ` +${u.cargo.length}` : "",
  );
  b.addEventListener("click", () =>
    asTarget
      ? ctx.select({ target: u.id })
      : picked
        ? ctx.select({ unit: null, hex: null, target: null })
        : ctx.select({ unit: u.id, hex: null, target: null }),
  );
  return b;
}

function renderSpace(ctx) {
  const v = ctx.view,
    sp = v.space;
  const row = (name, list, where) =>
    list.length
      ? h(
          "div.bs-box",
          { dataset: { box: where } },
          h("span.bs-box-name", {}, name),
          list.map((u) => chip(ctx, u, where)),
        )
      : null;
  const approach = sp.approach.flatMap((x) => x.units);
  const unplaced = v.unplaced.length ? row("To place", v.unplaced, "unplaced") : null;
  return h(
    "div.bs-space",
    {},
    h("h3", {}, "Space"),
    row("Naronian ships in orbit", sp.naronian, "orbit-naronian"),
    row("Terran ships in orbit", sp.terran, "orbit-terran"),
    row("Close approach", approach, "approach"),
    row("At Sol", sp.sol, "sol"),
    row("At Kruger 60 (yours to see)", sp.kruger, "kruger"),
    unplaced,
    !sp.naronian.length && !sp.terran.length && !approach.length && !sp.sol.length && !sp.kruger.length && !unplaced
      ? h("p.hint", {}, "No ships in space.")
      : null,
  );
}

function renderTrack(ctx) {
  const v = ctx.view;
  const w = 26;
  const svg = s("svg", {
    viewBox: `0 0 ${v.turnTrack.length * w + 4} 34`,
    class: "bs-track",
    // Zoomed in on a phone: the turns' numbers (10 units) readable, the track scrolled sideways.
    ...readable({ font: 10 }),
    role: "img",
    "aria-label": `Turn track: turn ${v.turn}${v.victory.turnLimit == null ? ", no turn limit" : ` of ${v.victory.turnLimit}`}`,
  });
  v.turnTrack.forEach((t, i) => {
    const x = 2 + i * w;
    svg.append(
      s(
        "g",
        { dataset: { turn: String(t.turn) } },
        title(`Turn ${t.turn}${t.eclipse ? ", eclipse" : ""}${t.arrivals.length ? `, ${t.arrivals.length} Terran ship(s) due` : ""}`),
        s("rect", {
          x,
          y: 2,
          width: w - 3,
          height: 22,
          rx: 3,
          fill: t.turn === v.turn ? "#ffd45e" : t.eclipse ? "#2a2f55" : "#1c2550",
          stroke: t.turn === v.victory.turnLimit ? "#ff6b7a" : "#2e3a70",
        }),
        s(
          "text",
          { x: x + (w - 3) / 2, y: 17, "font-size": 10, "text-anchor": "middle", fill: t.turn === v.turn ? "#1b1600" : "#e8ecff" },
          String(t.turn),
        ),
        t.arrivals.length ? s("circle", { cx: x + (w - 3) / 2, cy: 29, r: 3, fill: SIDE.terran }) : null,
      ),
    );
  });
  return svg;
}

function renderInfo(ctx) {
  const v = ctx.view;
  const force = v.force;
  return h(
    "div.panel-row",
    {},
    h(
      "div",
      {},
      h("p", {}, `Turn ${v.turn} · ${ctx.seatName(v.player)} · ${v.phase}${v.eclipse ? " · eclipse" : ""}`),
      h(
        "table.info",
        {},
        h(
          "thead",
          {},
          h("tr", {}, h("th", {}, "Side"), h("th", {}, "Troops in battle"), h("th", {}, "On the map"), h("th", {}, "Ships here")),
        ),
        h(
          "tbody",
          {},
          v.victory.sides.map((x) =>
            h(
              "tr",
              { dataset: { side: x.side } },
              h("td", {}, h("span", { style: `color:${SIDE[x.side]}` }, "■ "), ctx.seatName(x.side)),
              h("td", {}, String(x.troopsInBattle)),
              h("td", {}, String(x.troopsOnMap)),
              h("td", {}, String(x.shipsInSystem)),
            ),
          ),
        ),
      ),
      h(
        "p",
        {},
        `Beacons: ${v.victory.functioningBeacons} working of ${v.victory.beacons} · ${
          v.victory.turnLimit == null ? "no turn limit" : `game ends after turn ${v.victory.turnLimit}`
        }`,
      ),
    ),
    h(
      "div",
      {},
      force.bought
        ? h(
            "p.bs-force",
            {},
            `Naronian force: ${force.spent}/${force.points} points${force.confirmed ? " (confirmed)" : ""} — ${
              force.bought
                .filter((b) => b.count)
                .map((b) => `${b.count} ${b.item}`)
                .join(", ") || "nothing yet"
            }`,
          )
        : h("p", {}, `Naronian force: ${force.confirmed ? "chosen, unseen" : "being chosen"}`),
      v.bowl.counters
        ? h("p.bs-bowl", {}, `Reinforcement bowl (yours to see): ${v.bowl.counters.map((c) => c.kind).join(" ")}`)
        : h("p", {}, `Reinforcement bowl: ${v.bowl.count} counters`),
      v.battle
        ? h(
            "p.bs-battle",
            {},
            `Battle (${v.battle.kind}) in hex ${v.battle.hex}: ${v.battle.attackers.join(", ")} against ${v.battle.defenders.join(", ")}${v.battle.result ? ` → ${v.battle.result}` : ""}`,
          )
        : null,
      v.spaceCombat ? h("p", {}, `Space combat: ${v.spaceCombat.stage}, ${ctx.seatName(v.spaceCombat.firing)} firing`) : null,
      v.eliminated.length ? h("p", {}, `Eliminated: ${v.eliminated.map((u) => u.kind ?? "?").join(" ")}`) : null,
    ),
  );
}

export default {
  kind: "barnards-star",
  facets,
  primary: (a) => !unitOf(a) && hexOf(a) === null && !a.units,
  label,
  describe,
  render(ctx) {
    return h("div.bs", { dataset: { board: "barnards-star" } }, renderMap(ctx), renderTrack(ctx), renderSpace(ctx), renderInfo(ctx));
  },
};
