// Iron Stars: the 72" × 48" table seen from above, north at the top. Each ship is its counter
// turned to its facing, with a nose mark, its momentum and last move; the ship you pick shows its
// four firing arcs (bounded by the counter's diagonals) and the 5" range bands out to 35".
// Decisions given as bounds (placing, moving, firing, nets, buying) are set in the order form
// under the table (./iron-stars-orders.js); the few listed choices are buttons in the panel.
import { h, halo, s, clickable, title } from "../dom.js";
import { readable } from "../zoom.js";
import { draftFor, orderForm, previewOf, inches } from "./iron-stars-orders.js";

export const SIDE_COLORS = ["#4fa3ff", "#ff7b54"];
const BAND = 500,
  MAX_RANGE = 3500;
const ARC_NAMES = { forward: "forward", aft: "aft", port: "port", starboard: "starboard" };

export const sideColor = (view, seat) =>
  SIDE_COLORS[
    Math.max(
      0,
      view.sides.findIndex((x) => x.seat === seat),
    ) % 2
  ];
export const shipOf = (view, id) => view.ships.find((x) => x.id === id);
const shipName = (view, id) => shipOf(view, id)?.name ?? id;

// ---- words -------------------------------------------------------------------------------------

function turnWords(deg) {
  return deg === 0 ? "" : `${Math.abs(deg)}° to ${deg > 0 ? "port" : "starboard"}`;
}

function label(a, ctx) {
  const v = ctx?.view;
  const name = (id) => (v ? shipName(v, id) : id);
  switch (a.type) {
    case "chooseRole":
      return a.role === "active" ? "Be the active side: move and fire first" : "Be the reactive side: move and fire second";
    case "choosePlacementOrder":
      return a.placeFirst ? "Place our first ship first" : "Let them place first";
    case "loseEquipment":
      return `${name(a.ship)} loses its ${a.equipment}`;
    case "placeShip":
      return `Place ${name(a.ship)} at (${inches(a.x)}, ${inches(a.y)}) facing ${a.facing}°, momentum ${a.momentum}`;
    case "moveShip": {
      const turn = turnWords(a.turn ?? 0);
      return `Move ${name(a.ship)} ${inches(a.first)}${turn ? `, turn ${turn}, then ${inches(a.second ?? 0)}` : ""}${a.mines ? `, laying ${a.mines} mine factor(s)` : ""}`;
    }
    case "moveBackward":
      return `Back ${name(a.ship)} ${inches(a.distance)}`;
    case "fire":
      return a.volleys.length
        ? `${name(a.ship)} fires: ${a.volleys.map((x) => `${x.guns} ${x.weapon} at ${name(x.target)}`).join("; ")}`
        : `${name(a.ship)} holds its fire`;
    case "ceaseFire":
      return "Every ship that has not fired holds its fire";
    case "setNets":
      return a.deployed.length ? `Nets out on ${a.deployed.map(name).join(", ")}` : "All nets raised";
    case "buyFleet":
      return `Buy ${a.ships.length} ship(s): ${a.ships.map((x) => x.class ?? x.design?.name).join(", ")}`;
    default:
      return JSON.stringify(a);
  }
}

/** The log has no view of its own: ship names come from the view drawn last. */
let lastView = null;

function describe(e, ctx) {
  const seat = (x) => ctx?.seatName?.(x) ?? x;
  const v = ctx?.view ?? lastView;
  const name = (id) => (v ? shipName(v, id) : id);
  switch (e.type) {
    case "ShipPlaced":
      return `${name(e.ship)} placed at (${inches(e.position.x)}, ${inches(e.position.y)}), facing ${e.facing}°, momentum ${e.momentum}`;
    case "TurnBegan":
      return `Turn ${e.turn} begins`;
    case "InitiativeRolled":
      return `Initiative: ${seat(e.winner)} wins (${e.rolls.map((r) => r.map((x) => `${x.roll}`).join("–")).join(", then ")})`;
    case "RoleChosen":
      return `${seat(e.seat)} chose to be ${e.role}`;
    case "ShipMoved":
      return `${name(e.ship)} ${e.backward ? "backed" : "moved"} ${inches(e.distance)}${e.facingAfter !== e.facingBefore ? `, now facing ${e.facingAfter}°` : ""}; momentum ${e.momentum}`;
    case "ShipLeftTable":
      return `${name(e.ship)} left the table`;
    case "VolleyFired":
      return `${name(e.ship)}: ${e.weapon} at ${name(e.target)} (${e.arc} arc, ${inches(e.range)}, needs ${e.targetNumber}) rolled ${e.combined.join(" ")}: ${e.hits} hit(s)`;
    case "ShipHeldFire":
      return `${name(e.ship)} held its fire`;
    case "DamageApplied":
      return `${name(e.ship)} takes ${e.points.length} damage (${e.points.map((p) => p.applied).join(", ")}); hull left ${e.hullLeft}`;
    case "ShipDestroyed":
      return `${name(e.ship)} is destroyed (${e.cause === "hull" ? "hull gone" : "left the table"}), ${e.vp} VP`;
    case "TurnEnded":
      return `Turn ${e.turn} ends: ${Object.entries(e.vp)
        .map(([k, n]) => `${seat(k)} ${n} VP`)
        .join(", ")}`;
    case "NetsSet":
      return `${seat(e.seat)} set torpedo nets${e.deployed.length ? `: out on ${e.deployed.map(name).join(", ")}` : ": all raised"}`;
    default:
      return null;
  }
}

// ---- the table -----------------------------------------------------------------------------------

/** Table hundredths to SVG (y grows downwards in SVG, northwards on the table). */
export const tx = (view, p) => ({ x: p.x, y: view.table.height - p.y });
const pts = (view, list) =>
  list
    .map((p) => {
      const q = tx(view, p);
      return `${q.x},${q.y}`;
    })
    .join(" ");

function arcs(view, ship) {
  // The counter's diagonals, extended to the longest range, split the plane into the four arcs.
  const c = ship.corners,
    o = tx(view, ship.position);
  const far = (p) => {
    const q = tx(view, p);
    const dx = q.x - o.x,
      dy = q.y - o.y,
      k = MAX_RANGE / Math.hypot(dx, dy);
    return { x: o.x + dx * k, y: o.y + dy * k };
  };
  const [fl, bl, br, fr] = c.map(far);
  const wedge = (a, b, fill, name) =>
    s(
      "path",
      {
        d: `M${o.x},${o.y} L${a.x},${a.y} A${MAX_RANGE},${MAX_RANGE} 0 0 0 ${b.x},${b.y} Z`,
        fill,
        "fill-opacity": 0.07,
        stroke: fill,
        "stroke-opacity": 0.45,
        "stroke-width": 8,
        class: "is-arc",
        dataset: { arc: name },
      },
      title(`${ARC_NAMES[name]} arc`),
    );
  const rings = [];
  for (let r = BAND; r <= MAX_RANGE; r += BAND)
    rings.push(
      s("circle", {
        cx: o.x,
        cy: o.y,
        r,
        fill: "none",
        stroke: "#a3acd6",
        "stroke-opacity": r === MAX_RANGE ? 0.6 : 0.22,
        "stroke-width": 6,
        "stroke-dasharray": r === MAX_RANGE ? "" : "30 30",
      }),
    );
  return s(
    "g",
    { class: "is-arcs", "pointer-events": "none" },
    wedge(fr, fl, "#ffd45e", "forward"),
    wedge(fl, bl, "#5fe39a", "port"),
    wedge(bl, br, "#a3acd6", "aft"),
    wedge(br, fr, "#5fe39a", "starboard"),
    rings,
    s("text", { x: o.x + MAX_RANGE * 0.71 + 40, y: o.y - MAX_RANGE * 0.71, "font-size": 110, fill: "#a3acd6", ...halo() }, "35″"),
  );
}

function shipShape(view, ship, ctx, { picked, pickable, onPick }) {
  const color = sideColor(view, ship.side);
  const o = tx(view, ship.position);
  const rad = (ship.facing * Math.PI) / 180;
  const len = ship.counter.lengthEighths * 12.5;
  const nose = { x: o.x + Math.cos(rad) * (len / 2 + 60), y: o.y - Math.sin(rad) * (len / 2 + 60) };
  const words = `${ship.name} (${ctx.seatName(ship.side)}), ${ship.type}, facing ${ship.facing}°, momentum ${ship.momentum}, hull ${ship.hull.left}/${ship.hull.circles}${ship.moved ? ", moved" : ""}${ship.fired ? ", fired" : ""}`;
  const g = s(
    "g",
    {
      class: "is-ship",
      dataset: {
        ship: ship.id,
        side: ship.side,
        key: `ship:${ship.id}`,
        x: String(ship.position.x),
        y: String(ship.position.y),
        facing: String(ship.facing),
        picked: picked ? "1" : undefined,
      },
    },
    title(words),
    s("circle", {
      cx: o.x,
      cy: o.y,
      r: len / 2 + 70,
      fill: color,
      "fill-opacity": 0.18,
      stroke: color,
      "stroke-opacity": 0.6,
      "stroke-width": 6,
      "pointer-events": "none",
    }),
    s("polygon", {
      points: pts(view, ship.corners),
      fill: color,
      "fill-opacity": ship.moved && view.step?.includes("Movement") ? 0.45 : 0.85,
      // The rim in screen pixels: the table is drawn small (72" in a phone's width), and a rim
      // of table units would be a fraction of a pixel there.
      stroke: picked ? "#ffd45e" : "#0b1026",
      "stroke-width": picked ? 3 : 1.5,
      "vector-effect": "non-scaling-stroke",
    }),
    s("line", { x1: o.x, y1: o.y, x2: nose.x, y2: nose.y, stroke: "#fff", "stroke-width": 14, "stroke-linecap": "round" }),
    s(
      "text",
      { x: o.x, y: o.y + len / 2 + 130, "font-size": 105, "text-anchor": "middle", fill: "#e8ecff", "pointer-events": "none", ...halo() },
      `${ship.name} ·${ship.momentum}`,
    ),
    pickable ? s("circle", { class: "focus-ring", cx: o.x, cy: o.y, r: len / 2 + 80 }) : null,
  );
  if (pickable) clickable(g, words, onPick, { pressed: picked });
  return g;
}

function lastMove(view, ship) {
  const m = ship.lastMove;
  if (!m) return null;
  const list = [m.from, m.pivot, m.to].filter(Boolean);
  return s("polyline", {
    points: pts(view, list),
    fill: "none",
    stroke: sideColor(view, ship.side),
    "stroke-opacity": 0.55,
    "stroke-width": 10,
    "stroke-dasharray": "40 30",
    "pointer-events": "none",
  });
}

function renderTable(ctx) {
  const { view } = ctx;
  const W = view.table.width,
    H = view.table.height;
  const draft = draftFor(ctx);
  const svg = s("svg", {
    viewBox: `-60 -60 ${W + 120} ${H + 120}`,
    role: "group",
    "aria-label": `The table, ${W / 100} by ${H / 100} inches`,
    class: "is-table",
    // Zoomed in on a phone: the edges' names (90 units, the smallest words) readable; a ship, its
    // name under it, is then several times a finger's size.
    ...readable({ font: 90 }),
  });
  const bg = s("rect", { x: 0, y: 0, width: W, height: H, fill: "#070b1d", stroke: "#2e3a70", "stroke-width": 12, class: "is-bg" });
  if (draft?.onTable) {
    bg.classList.add("hit");
    bg.addEventListener("click", (e) => {
      const p = svg.createSVGPoint();
      p.x = e.clientX;
      p.y = e.clientY;
      const q = p.matrixTransform(svg.getScreenCTM().inverse());
      draft.onTable({ x: Math.round(Math.max(0, Math.min(W, q.x))), y: Math.round(Math.max(0, Math.min(H, H - q.y))) });
    });
  }
  svg.append(bg);
  for (let x = 600; x < W; x += 600)
    svg.append(s("line", { x1: x, y1: 0, x2: x, y2: H, stroke: "#1c2550", "stroke-width": 5, "pointer-events": "none" }));
  for (let y = 600; y < H; y += 600)
    svg.append(s("line", { x1: 0, y1: y, x2: W, y2: y, stroke: "#1c2550", "stroke-width": 5, "pointer-events": "none" }));
  svg.append(
    s(
      "text",
      // The picked ship's arcs reach past the table's edges: the edge labels keep a halo.
      { x: W / 2, y: -14, "font-size": 90, fill: "#a3acd6", "text-anchor": "middle", "pointer-events": "none", ...halo() },
      `north edge · ${view.sides.find((x) => x.edge === "north")?.name ?? ""}`,
    ),
    s(
      "text",
      { x: W / 2, y: H + 90, "font-size": 90, fill: "#a3acd6", "text-anchor": "middle", "pointer-events": "none", ...halo() },
      `south edge · ${view.sides.find((x) => x.edge === "south")?.name ?? ""}`,
    ),
  );
  for (const m of view.minefields) {
    const c = tx(view, m.centre);
    svg.append(
      s(
        "circle",
        {
          class: "is-mines",
          cx: c.x,
          cy: c.y,
          r: m.radius,
          fill: sideColor(view, m.side),
          "fill-opacity": 0.15,
          stroke: sideColor(view, m.side),
          "stroke-dasharray": "20 20",
          "stroke-width": 8,
        },
        title(`Minefield of ${m.factors} factor(s)`),
      ),
    );
  }
  const preview = previewOf(ctx, draft);
  if (preview?.under) svg.append(preview.under);
  const onTable = view.ships.filter((x) => x.position && !x.destroyed && x.corners);
  const focus = draft?.ship ? shipOf(view, draft.ship) : null;
  if (focus?.corners && focus.position) svg.append(arcs(view, focus));
  // (Element.append writes a null out as the text "null", which a screen reader reads.)
  for (const ship of onTable) {
    const trail = lastMove(view, ship);
    if (trail) svg.append(trail);
  }
  for (const ship of onTable) {
    const pick = draft?.pickShip?.(ship);
    svg.append(shipShape(view, ship, ctx, { picked: draft?.ship === ship.id, pickable: Boolean(pick), onPick: () => pick() }));
  }
  if (preview?.over) svg.append(preview.over);
  return svg;
}

// ---- the fleets ------------------------------------------------------------------------------------

function renderFleets(ctx) {
  const { view } = ctx;
  return h(
    "div.panel-row.is-fleets",
    {},
    view.sides.map((side) =>
      h(
        "div",
        {},
        h(
          "h3",
          {},
          h("span", { style: `color:${sideColor(view, side.seat)}` }, "■ "),
          `${ctx.seatName(side.seat)}: ${side.vp} VP${side.fleetPoints !== null ? ` · fleet ${side.fleetPoints} pts` : ""}`,
        ),
        h(
          "table.info",
          {},
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", {}, "Ship"),
              h("th", {}, "Hull"),
              h("th", {}, "Arm."),
              h("th", {}, "Thr."),
              h("th", {}, "Mom."),
              h("th", {}, "Guns"),
            ),
          ),
          h(
            "tbody",
            {},
            view.ships
              .filter((x) => x.side === side.seat)
              .map((x) =>
                h(
                  "tr",
                  { dataset: { ship: x.id }, class: x.destroyed ? "out" : "" },
                  h("td", {}, x.name, x.destroyed ? " ✗" : !x.placed ? " (to place)" : "", x.nets ? " ⌗" : ""),
                  h("td", {}, `${x.hull.left}/${x.hull.circles}`),
                  h("td", {}, String(x.armour)),
                  h("td", {}, String(x.thrust)),
                  h("td", {}, String(x.momentum)),
                  h(
                    "td",
                    {},
                    [
                      x.primary && `P${x.primary.guns}`,
                      x.secondary && `S${x.secondary.guns}`,
                      x.light.of && `L${x.light.guns}`,
                      x.torpedoes && `T${x.torpedoes.left}`,
                    ]
                      .filter(Boolean)
                      .join(" "),
                  ),
                ),
              ),
          ),
        ),
      ),
    ),
    view.myPurchase
      ? h(
          "div",
          {},
          h("h3", {}, "Your purchase (hidden from them)"),
          h("p", {}, `${view.myPurchase.points} pts: ${view.myPurchase.items.map((i) => i.class ?? i.design?.name).join(", ")}`),
        )
      : null,
  );
}

function status(ctx) {
  const v = ctx.view;
  const step = v.step ? v.step.replace(/([A-Z])/g, " $1").toLowerCase() : v.phase;
  return h("p.is-status", {}, `Turn ${v.turn} of ${v.turns} · ${step}${v.active ? ` · active side: ${ctx.seatName(v.active)}` : ""}`);
}

export default {
  kind: "iron-stars",
  facets: (a) => (a.ship && a.type === "loseEquipment" ? { ship: a.ship } : {}),
  primary: () => true,
  label,
  describe,
  hasForm: (mine) => Boolean(mine?.bounds),
  render(ctx) {
    lastView = ctx.view;
    return h("div.is", { dataset: { board: "iron-stars" } }, status(ctx), renderTable(ctx), orderForm(ctx), renderFleets(ctx));
  },
};
