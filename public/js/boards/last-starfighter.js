// The Last Starfighter duel: the Navigation Wheel as you see it (the opponent in your view-port,
// turned so that you sit in its view), both ships' statistics cards with their lasers and
// turret, and this turn's report. Click a sector of the wheel to aim the turret or to turn your
// nose there; click your lasers on your card to choose what to fire. Sealed orders are sealed
// and revealed here in the browser (see ../sealed.js).
import { h, s, clickable, title } from "../dom.js";
import { markCommitted, sealAll, sealedFor } from "../sealed.js";

const SEAT_COLORS = ["#4fa3ff", "#ff7b54"];
const WEAPON_LABEL = {
  forward1: "Forward laser 1",
  forward2: "Forward laser 2",
  forward3: "Forward laser 3",
  turret1: "Turret laser 1",
  turret2: "Turret laser 2",
  aft: "Aft laser",
};
const SHIP_NAMES = { gunstar: "Star League Gunstar", deckFighter: "Ko-Dan Deck Fighter" };
const wrap = (n) => ((((n - 1) % 8) + 8) % 8) + 1;

/** Orders on offer this phase, by their seal: labels and board clicks see through the seal. */
let offers = {};
let offersFor = null;

function headingSector(a) {
  if (a.direction === "straight") return 1;
  return wrap(a.direction === "clockwise" ? 1 + a.clicks : 1 - a.clicks);
}

function inner(a) {
  if (a.type === "commitOrders") return offers[a.hash]?.orders ?? null;
  if (a.type === "revealOrders") return a.orders;
  return a;
}

function facets(a) {
  const o = inner(a);
  if (!o) return {};
  switch (o.type) {
    case "aimTurret":
      return { sector: String(o.sector) };
    case "setHeading":
      return { sector: String(headingSector(o)) };
    case "fire":
      return { weapons: [...o.weapons].sort().join(",") };
    case "chooseShip":
      return { ship: o.ship };
    case "decideReengage":
      return { reengage: String(o.reengage) };
    default:
      return {};
  }
}

function compose(sel, ctx) {
  const prompt = ctx.mine?.prompt;
  if (prompt === "aimTurret" && sel.sector) return { type: "aimTurret", sector: Number(sel.sector) };
  if (prompt === "fire" && sel.weapons !== undefined) return { type: "fire", weapons: sel.weapons ? sel.weapons.split(",") : [] };
  if (prompt === "setHeading" && sel.sector) {
    const k = Number(sel.sector) - 1;
    return k === 0
      ? { type: "setHeading", direction: "straight", clicks: 0 }
      : k <= 4
        ? { type: "setHeading", direction: "clockwise", clicks: k }
        : { type: "setHeading", direction: "counterclockwise", clicks: 8 - k };
  }
  return null;
}

function orderLabel(o) {
  switch (o.type) {
    case "aimTurret":
      return `Aim the turret at sector ${o.sector}`;
    case "setHeading":
      return o.direction === "straight"
        ? "Fly straight"
        : `Turn ${o.clicks} click${o.clicks === 1 ? "" : "s"} ${o.direction} (to-hit +${o.clicks})`;
    case "fire":
      return o.weapons.length ? `Fire ${o.weapons.map((w) => WEAPON_LABEL[w]?.toLowerCase() ?? w).join(", ")}` : "Hold fire";
    default:
      return JSON.stringify(o);
  }
}

function label(a) {
  switch (a.type) {
    case "chooseShip":
      return `Fly the ${SHIP_NAMES[a.ship] ?? a.ship}`;
    case "designShip":
      return `Design "${a.name ?? "Custom starfighter"}": maneuver ${a.maneuverPoints}, accuracy ${a.accuracyPoints}, protection ${a.protectionPoints}`;
    case "commitOrders":
      return offers[a.hash] ? `Seal: ${orderLabel(offers[a.hash].orders)}` : `Seal order ${a.hash.slice(0, 8)}…`;
    case "revealOrders":
      return `Reveal your sealed order: ${orderLabel(a.orders)}`;
    case "decideReengage":
      return a.reengage ? "Re-engage: fight on" : "Break off: accept a draw";
    case "droneTurn":
      return "The drone's turn";
    default:
      return orderLabel(a);
  }
}

function describe(e, ctx) {
  const name = (seat) => ctx?.seatName?.(seat) ?? seat;
  const wheels = (ws) => ws.map((w) => `${name(w.seat).split(" (")[0]} ${w.viewPort}/${w.view}`).join(", ");
  switch (e.type) {
    case "ShipChosen":
      return `${name(e.seat)} ${e.assigned ? "is given" : "chose"} the ${e.card.name}`;
    case "StartingPositionsRolled":
      return `Starting positions rolled (${e.rolls.map((r) => `${name(r.seat).split(" (")[0]} ${r.roll}`).join(", ")}): wheels ${wheels(e.wheels)}`;
    case "TurnBegan":
      return `Turn ${e.turn} begins`;
    case "OrderGiven":
      return `${name(e.seat)} gave a ${e.phase} order${e.order ? `: ${orderLabel(e.order)}` : " (secret)"}`;
    case "OrdersCommitted":
      return `${name(e.seat)} sealed a ${e.phase} order (${e.hash.slice(0, 10)}…)`;
    case "OrderRevealed":
      return `${name(e.seat)} revealed a sealed order${e.order ? `: ${orderLabel(e.order)}` : ""}`;
    case "OrdersOpened":
      return `Orders opened: ${e.orders.map((o) => `${name(o.seat).split(" (")[0]}: ${orderLabel(o.order)}`).join("; ")}`;
    case "DroneMoved":
      return `The drone rolled its heading dice`;
    case "ShipsMoved":
      return `Ships turned (${wheels(e.afterHeadings)}) and moved (${wheels(e.afterMove)})`;
    case "FlewBy":
      return `Fly-by! Wheels reset to ${wheels(e.wheels)}`;
    case "DisengagingPositionReached":
      return `Disengaging position (${e.streak} in a row)`;
    case "FlewOutOfRange":
      return "The ships flew out of range";
    case "DroneTurretRolled":
      return `Drone turret die ${e.roll}: ${e.bears ? `points at sector ${e.sector}` : "points elsewhere"}`;
    case "FiringSkipped":
      return `No firing this turn (${{ flyBy: "fly-by", outOfRange: "out of range", noWeaponsBear: "no laser bears" }[e.reason] ?? e.reason})`;
    case "ShotFired":
      return `${name(e.seat)} fired ${WEAPON_LABEL[e.weapon]?.toLowerCase() ?? e.weapon}: rolled ${e.dice.join("+")} = ${e.total} vs ${e.toHit} — ${e.hit ? "HIT" : "miss"}`;
    case "DamageDone":
      return `${name(e.target)} takes ${e.protectionLost} damage (rolled ${e.dice.join("+")} = ${e.total}); protection ${e.protectionLeft}${e.special ? "; special damage!" : ""}`;
    case "SpecialDamageTaken":
      return `Special damage to ${name(e.target)}: die ${e.die}${e.modifier ? ` +${e.modifier}` : ""} = ${e.total}: ${e.effect}`;
    case "ShipDestroyed":
      return `${name(e.seat)}'s starfighter ${e.cause === "blewUp" ? "blew up" : "broke apart"}`;
    case "LifeSupportCountedDown":
      return `${name(e.seat)}: life support, ${e.turnsLeft} turn${e.turnsLeft === 1 ? "" : "s"} left`;
    case "PilotDied":
      return `${name(e.seat)}'s pilot died`;
    case "ReengageAnswered":
      return `${name(e.seat)} ${e.reengage ? "will re-engage" : "breaks off"}`;
    case "Reengaged":
      return `Re-engaged: wheels ${wheels(e.wheels)}`;
    case "TurnEnded":
      return `Turn ${e.turn} ends`;
    case "DuelEnded":
      return `Duel over: ${e.outcome.reason}`;
    case "PilotResigned":
      return `${name(e.seat)} resigned`;
    default:
      return null;
  }
}

// ---- the wheel -----------------------------------------------------------------------------

const polar = (cx, cy, r, deg) => [cx + r * Math.sin((deg * Math.PI) / 180), cy - r * Math.cos((deg * Math.PI) / 180)];

function wedge(cx, cy, r0, r1, a0, a1) {
  const [x0, y0] = polar(cx, cy, r1, a0),
    [x1, y1] = polar(cx, cy, r1, a1);
  const [x2, y2] = polar(cx, cy, r0, a1),
    [x3, y3] = polar(cx, cy, r0, a0);
  return `M${x0},${y0} A${r1},${r1} 0 0 1 ${x1},${y1} L${x2},${y2} A${r0},${r0} 0 0 0 ${x3},${y3} Z`;
}

function fighter(color, scale = 1) {
  return s("path", {
    d: "M0,-22 L7,-6 L18,8 L18,14 L6,10 L4,18 L-4,18 L-6,10 L-18,14 L-18,8 L-7,-6 Z",
    fill: color,
    stroke: "#0b1026",
    "stroke-width": 1.5,
    transform: `scale(${scale})`,
  });
}

function renderWheel(ctx) {
  const v = ctx.view;
  const me = v.pilots.find((p) => p.seat === v.perspective);
  const other = v.pilots.find((p) => p.seat !== v.perspective);
  const meColor = SEAT_COLORS[v.pilots.indexOf(me)] ?? SEAT_COLORS[0];
  const otherColor = SEAT_COLORS[v.pilots.indexOf(other)] ?? SEAT_COLORS[1];
  const W = 400,
    cx = 200,
    cy = 200,
    R = 170,
    r0 = 46;
  const prompt = ctx.mine?.prompt;
  const phase = v.phase;
  const sectorMode =
    prompt === "aimTurret" || prompt === "setHeading" || (prompt === "commitOrders" && (phase === "turret" || phase === "heading"));
  const svg = s(
    "svg",
    {
      viewBox: `0 0 ${W} ${W + 30}`,
      role: "group",
      "aria-label": `Navigation wheel of ${ctx.seatName(v.perspective)}`,
      class: "ls-wheel",
      style: "max-width:460px",
    },
    s("circle", { cx, cy, r: R + 8, fill: "#0e1431", stroke: "#2e3a70" }),
  );
  const ship = me?.ship;
  const bearingSectors = new Map();
  if (ship) {
    for (const w of ship.weapons) {
      if (w.damaged) continue;
      const sec = w.mount === "forward" ? 1 : w.mount === "aft" ? 5 : ship.turret;
      if (sec) bearingSectors.set(sec, [...(bearingSectors.get(sec) ?? []), w.id]);
    }
  }
  const preview = ctx.ready ? inner(ctx.ready) : null;
  for (let k = 1; k <= 8; k++) {
    const a0 = (k - 1) * 45 - 22.5,
      a1 = a0 + 45;
    const isPort = v.wheel?.viewPort === k;
    const selected = ctx.selection.sector === String(k);
    const hint = sectorMode && ctx.could("sector", String(k));
    const fill = selected ? "rgba(255,212,94,0.35)" : isPort ? "rgba(255,123,84,0.18)" : k % 2 ? "#161e45" : "#1a2352";
    const [tx, ty] = polar(cx, cy, R - 16, (k - 1) * 45);
    const guns = bearingSectors.get(k) ?? [];
    const g = s(
      "g",
      {
        class: "ls-sector",
        dataset: {
          sector: String(k),
          key: `sector:${k}`,
          viewport: isPort ? "1" : undefined,
          hint: hint ? "1" : undefined,
          selected: selected ? "1" : undefined,
        },
      },
      s("path", { d: wedge(cx, cy, r0, R, a0, a1), fill, stroke: hint ? "#ffd45e" : "#2e3a70", "stroke-width": hint ? 2 : 1 }),
      guns.length
        ? s(
            "path",
            { d: wedge(cx, cy, R, R + 7, a0 + 3, a1 - 3), fill: "#5fe39a" },
            title(`Lasers pointing here: ${guns.map((g) => WEAPON_LABEL[g]).join(", ")}`),
          )
        : null,
      s(
        "text",
        // On the yellow of a picked sector the number is white: grey or orange there falls under 4.5:1.
        {
          x: tx,
          y: ty + 6,
          "font-size": 17,
          "font-weight": 700,
          fill: selected ? "#fff" : isPort ? "#ff7b54" : "#a3acd6",
          "text-anchor": "middle",
        },
        String(k),
      ),
      s("path", { class: "focus-ring", d: wedge(cx, cy, r0 + 3, R - 3, a0 + 1, a1 - 1) }),
    );
    if (sectorMode) {
      const what =
        prompt === "setHeading" || phase === "heading"
          ? k === 1
            ? "Fly straight"
            : `Turn your nose to sector ${k}`
          : `Aim the turret at sector ${k}`;
      clickable(
        g,
        `${what}${isPort ? " (the opponent is here)" : ""}`,
        () => {
          if (selected) return ctx.select({ sector: null });
          // Several headings reach one sector (3 clicks one way, 5 the other): take the fewest clicks.
          const best = ctx.choicesFor({ sector: String(k) }).sort((a, b) => (inner(a).clicks ?? 0) - (inner(b).clicks ?? 0))[0];
          ctx.select({ sector: String(k) }, best);
        },
        { pressed: selected },
      );
    } else g.append(title(`Sector ${k}${isPort ? ": the opponent is here" : ""}`));
    svg.append(g);
  }
  // My ship at the centre, nose up; a planned turn is drawn as a ghost.
  if (preview?.type === "setHeading" && preview.direction !== "straight") {
    svg.append(
      s(
        "g",
        { transform: `translate(${cx},${cy}) rotate(${(headingSector(preview) - 1) * 45})`, opacity: 0.45, class: "ls-ghost" },
        fighter("#ffd45e"),
      ),
    );
  }
  if (ship?.turret) {
    const [x1, y1] = polar(cx, cy, r0 + 10, (ship.turret - 1) * 45);
    svg.append(
      s(
        "line",
        { x1: cx, y1: cy, x2: x1, y2: y1, stroke: "#5fe39a", "stroke-width": 4, "stroke-linecap": "round", class: "ls-turret-line" },
        title(`Turret aimed at sector ${ship.turret}`),
      ),
    );
  }
  svg.append(
    s(
      "g",
      { transform: `translate(${cx},${cy})`, class: "ls-me", dataset: { seat: v.perspective } },
      fighter(meColor, 1.3),
      title(`${ctx.seatName(v.perspective)}: nose at sector 1`),
    ),
  );
  // The opponent, in my view-port P, turned so that I am in its sector V.
  if (v.wheel && other) {
    const P = v.wheel.viewPort,
      V = v.wheel.view;
    const [ox, oy] = polar(cx, cy, (r0 + R) / 2 + 8, (P - 1) * 45);
    const heading = (P - 1) * 45 + 180 - (V - 1) * 45;
    svg.append(
      s(
        "g",
        {
          transform: `translate(${ox},${oy}) rotate(${heading})`,
          class: "ls-opponent",
          dataset: { seat: other.seat, viewport: String(P), view: String(V) },
        },
        fighter(otherColor, 0.9),
        title(`${ctx.seatName(other.seat)} in your view-port ${P}; you are in its view ${V}`),
      ),
    );
  }
  svg.append(
    s(
      "text",
      { x: cx, y: W + 22, "text-anchor": "middle", fill: "#e8ecff", "font-size": 16, class: "ls-wheel-reading" },
      v.wheel ? `View-port ${v.wheel.viewPort} · View ${v.wheel.view}` : "The wheel is set when the duel starts",
    ),
  );
  return svg;
}

// ---- the statistics cards ------------------------------------------------------------------

function statCard(ctx, pilot, index) {
  const ship = pilot.ship;
  const color = SEAT_COLORS[index] ?? SEAT_COLORS[0];
  const W = 330,
    H = 280;
  const svg = s(
    "svg",
    {
      viewBox: `0 0 ${W} ${H}`,
      role: "group",
      "aria-label": `Statistics card of ${ctx.seatName(pilot.seat)}`,
      class: "ls-card",
      dataset: { seat: pilot.seat },
      style: "max-width:420px",
    },
    s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 12, fill: "#10183c", stroke: color, "stroke-width": 2 }),
    s("text", { x: 14, y: 26, "font-size": 16, "font-weight": 700, fill: color }, ship ? ship.card.name : "No ship yet"),
    s("text", { x: W - 14, y: 26, "font-size": 12, fill: "#a3acd6", "text-anchor": "end" }, ctx.seatName(pilot.seat)),
  );
  if (!ship) return svg;
  const status = ship.blownUp ? "BLOWN UP" : ship.pilotDead ? "PILOT DEAD" : ship.destroyed ? "DESTROYED" : null;
  // Protection track: one box per point on the card, filled while it holds.
  const maxP = ship.card.protection;
  const box = Math.min(18, (W - 130) / maxP);
  svg.append(s("text", { x: 14, y: 52, "font-size": 12, fill: "#a3acd6" }, "Protection"));
  for (let i = 0; i < maxP; i++) {
    svg.append(
      s("rect", {
        x: 100 + i * box,
        y: 40,
        width: box - 3,
        height: 14,
        rx: 2,
        fill: i < ship.protection ? color : "none",
        stroke: color,
        opacity: i < ship.protection ? 1 : 0.5,
        class: i < ship.protection ? "ls-prot on" : "ls-prot",
      }),
    );
  }
  svg.append(
    s(
      "text",
      { x: W - 14, y: 52, "font-size": 12, fill: "#fff", "text-anchor": "end", class: "ls-protection" },
      `${ship.protection}/${maxP}`,
    ),
  );
  const rows = [
    [
      "Stabilizer",
      `${ship.stabilizer} click${ship.stabilizer === 1 ? "" : "s"}${ship.stabilizer < ship.card.stabilizer ? ` (of ${ship.card.stabilizer})` : ""}`,
    ],
    [
      "Targeting",
      `${ship.targeting >= 13 ? "destroyed" : `${ship.targeting}+`}${ship.toHit !== null ? ` · this turn ${ship.toHit}+` : ""}`,
    ],
    ["Special damage", ship.specialModifier ? `+${ship.specialModifier} to rolls against it` : "no modifier"],
    ["Life support", ship.lifeSupport === null ? "OK" : `${ship.lifeSupport} turn${ship.lifeSupport === 1 ? "" : "s"} left`],
    ["Turret", ship.turret ? `sector ${ship.turret}` : "not aimed"],
    [
      "Heading",
      ship.heading
        ? ship.heading.direction === "straight"
          ? "straight"
          : `${ship.heading.clicks} click${ship.heading.clicks === 1 ? "" : "s"} ${ship.heading.direction === "clockwise" ? "clockwise" : "counter-clockwise"}`
        : "—",
    ],
  ];
  rows.forEach(([k, val], i) => {
    svg.append(
      s("text", { x: 14, y: 76 + i * 18, "font-size": 12, fill: "#a3acd6" }, k),
      s("text", { x: 120, y: 76 + i * 18, "font-size": 12, fill: "#e8ecff", class: `ls-${k.toLowerCase().replace(/ /g, "-")}` }, val),
    );
  });
  // Lasers: click your own bearing ones to choose what to fire.
  const firing =
    ctx.mine &&
    pilot.seat === ctx.seat &&
    (ctx.mine.prompt === "fire" || (ctx.mine.prompt === "commitOrders" && ctx.view.phase === "fire"));
  const chosen = new Set((ctx.selection.weapons ?? "").split(",").filter(Boolean));
  ship.weapons.forEach((w, i) => {
    const x = 14 + (i % 3) * 104,
      y = 202 + Math.floor(i / 3) * 34;
    const on = chosen.has(w.id);
    const stateText = w.damaged ? "damaged" : w.bearing ? "bears" : "";
    const g = s(
      "g",
      {
        class: "ls-weapon",
        dataset: {
          weapon: w.id,
          seat: pilot.seat,
          key: `weapon:${pilot.seat}:${w.id}`,
          damaged: w.damaged ? "1" : undefined,
          bearing: w.bearing ? "1" : undefined,
          selected: on ? "1" : undefined,
        },
      },
      s("rect", {
        x,
        y,
        width: 98,
        height: 28,
        rx: 6,
        fill: on ? "#ffd45e" : w.damaged ? "#3a1420" : "#1c2550",
        stroke: w.bearing && !w.damaged ? "#5fe39a" : "#2e3a70",
        "stroke-width": w.bearing ? 2 : 1,
      }),
      s(
        "text",
        { x: x + 8, y: y + 18, "font-size": 11, fill: on ? "#1b1600" : w.damaged ? "#ff6b7a" : "#e8ecff" },
        `${WEAPON_LABEL[w.id].replace(" laser", "")}${w.damaged ? " ✗" : w.bearing ? " ●" : ""}`,
      ),
      s("rect", { class: "focus-ring", x: x - 2, y: y - 2, width: 102, height: 32, rx: 7 }),
    );
    if (firing && w.bearing && !w.damaged) {
      clickable(
        g,
        `${WEAPON_LABEL[w.id]}${on ? ", chosen to fire" : ", bears on the opponent"}`,
        () => {
          const next = new Set(chosen);
          on ? next.delete(w.id) : next.add(w.id);
          ctx.select({ weapons: [...next].sort().join(",") });
        },
        { pressed: on },
      );
    } else g.append(title(`${WEAPON_LABEL[w.id]}${stateText ? `: ${stateText}` : ""}`));
    svg.append(g);
  });
  svg.append(
    s(
      "text",
      { x: 14, y: 194, "font-size": 11, fill: "#a3acd6" },
      firing ? "Lasers (● bears — click to choose, then Send)" : "Lasers (● bears on the opponent, ✗ damaged)",
    ),
  );
  if (status)
    svg.append(
      s(
        "text",
        {
          x: W / 2,
          y: 150,
          "font-size": 34,
          "font-weight": 800,
          fill: "#ff6b7a",
          "text-anchor": "middle",
          opacity: 0.85,
          transform: `rotate(-12 ${W / 2} 150)`,
          class: "ls-status",
        },
        status,
      ),
    );
  return svg;
}

function renderReport(ctx) {
  const v = ctx.view;
  const t = v.thisTurn?.shots?.length ? v.thisTurn : v.lastTurn;
  const orders = v.orders
    .map(
      (o) =>
        `${ctx.seatName(o.seat).split(" (")[0]}: ${o.committed && !o.ordered ? "sealed" : o.ordered ? "ordered" : o.owes ? "thinking…" : "—"}`,
    )
    .join(" · ");
  return h(
    "div.ls-report",
    {},
    h(
      "p",
      {},
      `Turn ${v.turn} · phase ${v.phase}${v.noseToNose ? " · nose to nose" : ""}${v.disengagingStreak ? ` · disengaging ${v.disengagingStreak}/3` : ""}`,
    ),
    v.phase !== "over" && v.phase !== "choosing" ? h("p.hint", {}, `Orders: ${orders}`) : null,
    v.myOrder ? h("p", {}, `Your order (secret until all are in): ${orderLabel(v.myOrder.order)}`) : null,
    t?.shots?.length
      ? h(
          "div",
          {},
          h("h3", {}, `Shots in turn ${t.turn}`),
          h(
            "ul.ls-shots",
            {},
            t.shots.map((sh) =>
              h(
                "li",
                {},
                `${ctx.seatName(sh.seat).split(" (")[0]} · ${WEAPON_LABEL[sh.weapon]}: ${sh.dice.join("+")}=${sh.total} vs ${sh.toHit} → ${sh.hit ? "hit" : "miss"}`,
                sh.damage
                  ? ` · damage ${sh.damage.dice.join("+")}=${sh.damage.total}, −${sh.damage.protectionLost}${sh.damage.special ? ` · special: ${sh.damage.special.effect}` : ""}`
                  : "",
              ),
            ),
          ),
        )
      : null,
  );
}

function renderChooser(ctx) {
  if (ctx.mine?.prompt !== "chooseShip") return null;
  const svg = s("svg", {
    viewBox: "0 0 420 120",
    role: "group",
    "aria-label": "Choose your starfighter",
    class: "ls-choose",
    style: "max-width:520px",
  });
  ["gunstar", "deckFighter"].forEach((ship, i) => {
    if (!ctx.ever("ship", ship)) return;
    const x = 10 + i * 205,
      on = ctx.selection.ship === ship;
    const g = s(
      "g",
      { class: "ls-stock", dataset: { ship, key: `ship:${ship}` } },
      s("rect", {
        x,
        y: 10,
        width: 195,
        height: 100,
        rx: 12,
        fill: on ? "#3a3410" : "#1c2550",
        stroke: on ? "#ffd45e" : SEAT_COLORS[i],
        "stroke-width": 2,
      }),
      s("g", { transform: `translate(${x + 40},60)` }, fighter(SEAT_COLORS[i], 1.3)),
      s(
        "text",
        { x: x + 80, y: 52, fill: "#e8ecff", "font-size": 13, "font-weight": 700 },
        SHIP_NAMES[ship].split(" ").slice(0, 2).join(" "),
      ),
      s("text", { x: x + 80, y: 70, fill: "#e8ecff", "font-size": 13, "font-weight": 700 }, SHIP_NAMES[ship].split(" ").slice(2).join(" ")),
      s("rect", { class: "focus-ring", x: x - 3, y: 7, width: 201, height: 106, rx: 14 }),
    );
    clickable(g, `Fly the ${SHIP_NAMES[ship]}`, () => ctx.select({ ship: on ? null : ship }), { pressed: on });
    svg.append(g);
  });
  return svg;
}

export default {
  kind: "last-starfighter",
  facets,
  compose,
  primary: (a) => a.type === "decideReengage" || (a.type === "fire" && a.weapons.length === 0),
  label,
  describe,
  /** Sealed orders: seal every order on offer, or find the one committed to for the reveal. */
  async prepareChoices(mine, { id, game }) {
    if (mine.choices) return mine.choices;
    const b = mine.bounds ?? {};
    if (mine.prompt === "commitOrders") {
      // The same decision read again (a refresh) keeps its seals; a new one gets new nonces.
      const decision = `${id}:${game.version}:${b.phase}`;
      if (offersFor !== decision) {
        offers = await sealAll(id, b.orders ?? []);
        offersFor = decision;
      }
      return Object.keys(offers).map((hash) => ({ type: "commitOrders", hash }));
    }
    if (mine.prompt === "revealOrders" && b.committedHash) {
      const sealed = sealedFor(id, b.committedHash);
      return sealed ? [{ type: "revealOrders", orders: sealed.orders, nonce: sealed.nonce }] : [];
    }
    return [];
  },
  beforeSend(action, ctx) {
    if (action.type === "commitOrders") markCommitted(ctx.game.id, action.hash);
    return action;
  },
  render(ctx) {
    const v = ctx.view;
    return h(
      "div.ls",
      { dataset: { board: "last-starfighter" } },
      renderChooser(ctx),
      h(
        "div.panel-row",
        {},
        h("div", {}, renderWheel(ctx)),
        h(
          "div.ls-cards",
          {},
          v.pilots.map((p, i) => statCard(ctx, p, i)),
        ),
      ),
      renderReport(ctx),
    );
  },
};
