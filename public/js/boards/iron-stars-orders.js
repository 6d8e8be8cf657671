// Iron Stars orders given within bounds: the form under the table and what it previews on the
// table. Placing (click the table for the spot), moving (click your ship, then the distance and
// the one turn, or click where it should head), firing (click your ship, then an enemy to bring
// every gun that bears on it, or set the guns per target), torpedo nets and buying a fleet.
// Every change makes the action the panel dry-runs and sends; a suggestion fills the form in.
import { h, s, title } from "../dom.js";

const INCH = 100;
export const inches = (n) => `${(n / INCH).toFixed(2)}″`;
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
const rad = (deg) => (deg * Math.PI) / 180;
const norm = (deg) => ((Math.round(deg) % 360) + 360) % 360;

let draft = null;

/** The order being set for this decision (kept across redraws), or null when there is none. */
export function draftFor(ctx) {
  const mine = ctx.mine;
  if (!mine?.bounds || !ctx.live) return (draft = null);
  const key = `${ctx.game.id}:${ctx.game.version}:${mine.prompt}`;
  if (!draft || draft.key !== key) {
    draft = start(key, mine, ctx);
    // The starting order is put up for a dry run at once (after this drawing is done).
    const d = draft;
    if (!ctx.ready) queueMicrotask(() => draft === d && !d.built && commit(d));
  }
  draft.ctx = ctx;
  adopt(draft, ctx.ready);
  return draft;
}

const shipOf = (view, id) => view.ships.find((x) => x.id === id);
const mySide = (ctx) => ctx.view.sides.find((x) => x.seat === ctx.seat);

function commit(d) {
  const action = build(d);
  d.built = action ? JSON.stringify(action) : null;
  if (action) d.ctx.pick(action);
  else d.ctx.select({});
}

/** A suggestion (or a listed choice) picked elsewhere is taken into the form. */
function adopt(d, ready) {
  if (!ready || JSON.stringify(ready) === d.built) return;
  const a = ready;
  if (a.type === "placeShip" && d.prompt === "placeShip")
    Object.assign(d, { ship: a.ship, x: a.x, y: a.y, facing: a.facing, momentum: a.momentum });
  else if (a.type === "moveShip" && d.prompt === "move")
    Object.assign(d, { ship: a.ship, backward: false, first: a.first, turn: a.turn ?? 0, second: a.second ?? 0, mines: a.mines ?? 0 });
  else if (a.type === "moveBackward" && d.prompt === "move")
    Object.assign(d, { ship: a.ship, backward: true, first: a.distance, turn: 0, second: 0, mines: a.mines ?? 0 });
  else if (a.type === "fire" && d.prompt === "fire")
    Object.assign(d, {
      ship: a.ship,
      guns: Object.fromEntries(a.volleys.map((v) => [`${v.weapon}|${v.target}`, v.guns])),
      arcs: Object.fromEntries(a.volleys.filter((v) => v.arc).map((v) => [`${v.weapon}|${v.target}`, v.arc])),
    });
  else if (a.type === "setNets" && d.prompt === "setNets") d.deployed = [...a.deployed];
  else if (a.type === "buyFleet" && d.prompt === "buyFleet" && a.ships.every((x) => x.class)) {
    d.counts = {};
    for (const x of a.ships) d.counts[x.class] = (d.counts[x.class] ?? 0) + 1;
  } else return;
  d.built = JSON.stringify(a);
}

// ---- starting values -----------------------------------------------------------------------------

function start(key, mine, ctx) {
  const d = { key, prompt: mine.prompt, bounds: mine.bounds, built: null };
  const b = mine.bounds;
  if (mine.prompt === "placeShip") setPlacement(d, ctx, b.ships[0].ship);
  if (mine.prompt === "move") setMover(d, b.ships[0]?.ship);
  if (mine.prompt === "fire") Object.assign(d, { ship: b.ships[0]?.ship ?? null, guns: {}, arcs: {} });
  if (mine.prompt === "setNets") d.deployed = b.ships.filter((x) => x.deployed).map((x) => x.ship);
  if (mine.prompt === "buyFleet") d.counts = {};
  // What a click does on the table and on a ship.
  d.onTable =
    mine.prompt === "placeShip"
      ? (p) => {
          Object.assign(d, p);
          commit(d);
        }
      : mine.prompt === "move"
        ? (p) => {
            aim(d, p);
            commit(d);
          }
        : null;
  d.pickShip = (ship) => {
    if (d.prompt === "move" && d.bounds.ships.some((x) => x.ship === ship.id))
      return () => {
        setMover(d, ship.id);
        commit(d);
      };
    if (d.prompt === "fire" && d.bounds.ships.some((x) => x.ship === ship.id))
      return () => {
        Object.assign(d, { ship: ship.id, guns: {}, arcs: {} });
        commit(d);
      };
    if (
      d.prompt === "fire" &&
      d.ship &&
      ship.side !== ctx.seat &&
      fireBounds(d)?.weapons.some((w) => w.targets.some((t) => t.target === ship.id))
    )
      return () => {
        allAt(d, ship.id);
        commit(d);
      };
    return null;
  };
  return d;
}

function setPlacement(d, ctx, shipId) {
  const b = d.bounds,
    v = ctx.view;
  const entry = b.ships.find((x) => x.ship === shipId) ?? b.ships[0];
  const side = mySide(ctx);
  const north = side?.edge === "north";
  const facing = north ? 270 : 90;
  const others = v.ships.filter((x) => x.position && !x.destroyed);
  const clearOf = (p) =>
    p.x > 300 &&
    p.x < v.table.width - 300 &&
    p.y > 100 &&
    p.y < v.table.height - 100 &&
    others.every((o) => Math.hypot(o.position.x - p.x, o.position.y - p.y) > 350);
  const farFromEnemy = (p) =>
    !b.awayFromEnemy ||
    b.awayFromEnemy.ships.every((e) => Math.hypot(e.position.x - p.x, e.position.y - p.y) >= b.awayFromEnemy.atLeast + 20);
  const candidates = [];
  const around = (c, radii) => {
    for (const r of radii)
      for (let a = 0; a < 360; a += 30)
        candidates.push({ x: Math.round(c.x + r * Math.cos(rad(a))), y: Math.round(c.y + r * Math.sin(rad(a))) });
  };
  const f = b.formation;
  if (f?.kind === "line") {
    const ahead = shipOf(v, f.behind);
    if (ahead?.position)
      for (const k of [0.5, 0.7, 0.9])
        candidates.push({
          x: Math.round(ahead.position.x - Math.cos(rad(ahead.facing)) * f.within * k),
          y: Math.round(ahead.position.y - Math.sin(rad(ahead.facing)) * f.within * k),
        });
  } else if (f?.kind === "flank") {
    for (const id of f.lineShips) {
      const ls = shipOf(v, id);
      if (ls?.position)
        for (const side of [90, -90])
          for (const k of [0.5, 0.7, 0.9])
            candidates.push({
              x: Math.round(ls.position.x + Math.cos(rad(ls.facing + side)) * f.within * k),
              y: Math.round(ls.position.y + Math.sin(rad(ls.facing + side)) * f.within * k),
            });
    }
  }
  if (b.edge)
    for (const x of [3600, 2400, 4800, 1200, 6000])
      candidates.push({ x, y: north ? v.table.height - Math.round(b.edge.within / 2) : Math.round(b.edge.within / 2) });
  if (b.ring) around(b.ring.centre, [Math.round((b.ring.minDistance + b.ring.maxDistance) / 2)]);
  if (b.nearFriendly)
    for (const fr of b.nearFriendly.ships)
      around(fr.position, [Math.round(b.nearFriendly.within * 0.6), Math.round(b.nearFriendly.within * 0.9)]);
  const facingNow =
    f?.kind === "line" || f?.kind === "flank" ? (shipOf(v, f.kind === "line" ? f.behind : f.lineShips[0])?.facing ?? facing) : facing;
  const spot = candidates.find((p) => clearOf(p) && farFromEnemy(p)) ?? candidates.find(clearOf) ?? { x: 3600, y: north ? 4200 : 600 };
  Object.assign(d, { ship: entry.ship, x: spot.x, y: spot.y, facing: facingNow, momentum: entry.momentum.min });
}

function setMover(d, shipId) {
  const mb = d.bounds.ships.find((x) => x.ship === shipId);
  if (!mb) return Object.assign(d, { ship: null });
  const first = clamp(Math.round((mb.minDistance + mb.maxDistance) / 2 / 100) * 100, mb.minDistance, mb.maxDistance);
  Object.assign(d, { ship: mb.ship, backward: false, first, turn: 0, second: 0, mines: 0 });
}

const moverBounds = (d) => d.bounds.ships.find((x) => x.ship === d.ship);
const turnLimit = (mb) =>
  !mb.mayTurn ? 0 : Math.max(...[mb.turn.basic, mb.turn.start, mb.turn.mid, mb.turn.end].filter((x) => x !== null), 0);

/** Head for a clicked point: half the move, the turn, the other half (no farther after the turn than before). */
function aim(d, p) {
  const mb = moverBounds(d);
  if (!mb) return;
  const dx = p.x - mb.position.x,
    dy = p.y - mb.position.y;
  const dist = Math.hypot(dx, dy);
  let bearing = (Math.atan2(dy, dx) * 180) / Math.PI - mb.facing;
  bearing = ((bearing + 540) % 360) - 180;
  const limit = turnLimit(mb);
  const turn = clamp(Math.round(bearing * 2), -limit, limit);
  const half = turn === 0 ? dist : dist / (2 * Math.max(0.2, Math.cos(rad(turn / 2))));
  const total = clamp(Math.round(turn === 0 ? half : half * 2), mb.minDistance, mb.maxDistance);
  Object.assign(d, {
    backward: false,
    turn,
    first: turn === 0 ? total : Math.ceil(total / 2),
    second: turn === 0 ? 0 : Math.floor(total / 2),
  });
}

const fireBounds = (d) => d.bounds.ships?.find((x) => x.ship === d.ship);

/** Every weapon that bears on `target` fires at it with all it may. */
function allAt(d, target) {
  d.guns = {};
  d.arcs = {};
  for (const w of fireBounds(d).weapons) {
    const t = w.targets.find((x) => x.target === target);
    if (t) d.guns[`${w.weapon}|${target}`] = Math.min(w.guns, t.maxGuns);
  }
}

// ---- the action --------------------------------------------------------------------------------------

function build(d) {
  switch (d.prompt) {
    case "placeShip":
      return { type: "placeShip", ship: d.ship, x: d.x, y: d.y, facing: norm(d.facing), momentum: d.momentum };
    case "move":
      if (!d.ship) return null;
      return d.backward
        ? { type: "moveBackward", ship: d.ship, distance: d.first, mines: d.mines }
        : { type: "moveShip", ship: d.ship, first: d.first, turn: d.turn, second: d.turn === 0 ? 0 : d.second, mines: d.mines };
    case "fire": {
      if (!d.ship) return null;
      const volleys = Object.entries(d.guns)
        .filter(([, n]) => n > 0)
        .map(([k, guns]) => {
          const [weapon, target] = k.split("|");
          return d.arcs[k] ? { weapon, target, guns, arc: d.arcs[k] } : { weapon, target, guns };
        });
      return { type: "fire", ship: d.ship, volleys };
    }
    case "setNets":
      return { type: "setNets", deployed: [...d.deployed] };
    case "buyFleet": {
      const ships = Object.entries(d.counts).flatMap(([c, n]) => Array.from({ length: n }, () => ({ class: c })));
      return ships.length ? { type: "buyFleet", ships } : null;
    }
    default:
      return null;
  }
}

// ---- the preview on the table ----------------------------------------------------------------------

function ghost(view, ship, at, facing) {
  const hl = ship.counter.lengthEighths * 6.25,
    hw = ship.counter.widthEighths * 6.25;
  const c = Math.cos(rad(facing)),
    sn = Math.sin(rad(facing));
  const corner = (a, b) => `${at.x + a * hl * c - b * hw * sn},${view.table.height - (at.y + a * hl * sn + b * hw * c)}`;
  const nose = { x: at.x + c * (hl + 60), y: view.table.height - (at.y + sn * (hl + 60)) };
  return s(
    "g",
    { class: "is-ghost", "pointer-events": "none", dataset: { x: String(Math.round(at.x)), y: String(Math.round(at.y)) } },
    s("polygon", {
      points: [corner(1, 1), corner(-1, 1), corner(-1, -1), corner(1, -1)].join(" "),
      fill: "#ffd45e",
      "fill-opacity": 0.25,
      stroke: "#ffd45e",
      "stroke-width": 12,
      "stroke-dasharray": "30 20",
    }),
    s("line", { x1: at.x, y1: view.table.height - at.y, x2: nose.x, y2: nose.y, stroke: "#ffd45e", "stroke-width": 12 }),
  );
}

export function previewOf(ctx, d) {
  if (!d) return null;
  const view = ctx.view,
    H = view.table.height,
    b = d.bounds;
  const Y = (y) => H - y;
  if (d.prompt === "placeShip") {
    const zone = s("g", { class: "is-zone", "pointer-events": "none" });
    const fillZ = { fill: "#5fe39a", "fill-opacity": 0.08, stroke: "#5fe39a", "stroke-opacity": 0.5, "stroke-width": 8 };
    if (b.edge)
      zone.append(
        s("rect", { x: 0, y: b.edge.edge === "north" ? 0 : H - b.edge.within, width: view.table.width, height: b.edge.within, ...fillZ }),
      );
    if (b.ring)
      zone.append(
        s("circle", { cx: b.ring.centre.x, cy: Y(b.ring.centre.y), r: b.ring.maxDistance, ...fillZ }),
        s("circle", {
          cx: b.ring.centre.x,
          cy: Y(b.ring.centre.y),
          r: b.ring.minDistance,
          fill: "#070b1d",
          "fill-opacity": 0.7,
          stroke: "#5fe39a",
          "stroke-width": 8,
        }),
      );
    if (b.nearFriendly)
      for (const f of b.nearFriendly.ships)
        zone.append(s("circle", { cx: f.position.x, cy: Y(f.position.y), r: b.nearFriendly.within, ...fillZ }));
    if (b.awayFromEnemy)
      for (const e of b.awayFromEnemy.ships)
        zone.append(
          s("circle", {
            cx: e.position.x,
            cy: Y(e.position.y),
            r: b.awayFromEnemy.atLeast,
            fill: "#ff6b7a",
            "fill-opacity": 0.08,
            stroke: "#ff6b7a",
            "stroke-width": 8,
            "stroke-dasharray": "30 30",
          }),
        );
    const ship = shipOf(view, d.ship);
    return { under: zone, over: ship ? ghost(view, ship, { x: d.x, y: d.y }, d.facing) : null };
  }
  if (d.prompt === "move" && d.ship) {
    const mb = moverBounds(d),
      ship = shipOf(view, d.ship);
    const p0 = mb.position;
    const dir = d.backward ? mb.facing + 180 : mb.facing;
    const pivot = { x: p0.x + d.first * Math.cos(rad(dir)), y: p0.y + d.first * Math.sin(rad(dir)) };
    const after = d.backward ? mb.facing : mb.facing + d.turn;
    const to =
      d.backward || d.turn === 0 ? pivot : { x: pivot.x + d.second * Math.cos(rad(after)), y: pivot.y + d.second * Math.sin(rad(after)) };
    const reach = s("circle", {
      cx: p0.x,
      cy: Y(p0.y),
      r: mb.maxDistance,
      fill: "none",
      stroke: "#ffd45e",
      "stroke-opacity": 0.35,
      "stroke-width": 8,
      "stroke-dasharray": "15 25",
      "pointer-events": "none",
    });
    return {
      under: reach,
      over: s(
        "g",
        { "pointer-events": "none" },
        s("polyline", {
          points: [p0, pivot, to].map((p) => `${p.x},${Y(p.y)}`).join(" "),
          fill: "none",
          stroke: "#ffd45e",
          "stroke-width": 14,
        }),
        ghost(view, ship, to, after),
      ),
    };
  }
  if (d.prompt === "fire" && d.ship) {
    const fb = fireBounds(d),
      ship = shipOf(view, d.ship);
    if (!fb || !ship?.position) return null;
    const g = s("g", { class: "is-fire-lines", "pointer-events": "none" });
    const seen = new Map();
    for (const w of fb.weapons)
      for (const t of w.targets) {
        const chosen = (d.guns[`${w.weapon}|${t.target}`] ?? 0) > 0;
        seen.set(t.target, { chosen: chosen || seen.get(t.target)?.chosen, t });
      }
    for (const [id, { chosen, t }] of seen) {
      const e = shipOf(view, id);
      if (!e?.position) continue;
      g.append(
        s(
          "line",
          {
            x1: ship.position.x,
            y1: Y(ship.position.y),
            x2: e.position.x,
            y2: Y(e.position.y),
            stroke: chosen ? "#ff6b7a" : "#ffd45e",
            "stroke-opacity": chosen ? 0.9 : 0.35,
            "stroke-width": chosen ? 18 : 8,
            "stroke-dasharray": chosen ? "" : "25 25",
            dataset: { target: id },
          },
          title(`${e.name}: ${inches(t.range)}, ${t.arcs.join("/")} arc`),
        ),
        s(
          "text",
          {
            x: (ship.position.x + e.position.x) / 2,
            y: Y((ship.position.y + e.position.y) / 2) - 30,
            "font-size": 95,
            fill: chosen ? "#ff6b7a" : "#ffd45e",
            "text-anchor": "middle",
          },
          inches(t.range),
        ),
      );
    }
    return { over: g };
  }
  return null;
}

// ---- the form ------------------------------------------------------------------------------------------

function numberField(id, labelText, value, { min, max, step = 0.01, unit = "″", hundredths = true, onSet }) {
  const shown = hundredths ? value / INCH : value;
  const input = h("input", {
    id,
    type: "number",
    min: hundredths ? min / INCH : min,
    max: hundredths ? max / INCH : max,
    step,
    value: String(shown),
    dataset: { key: `form:${id}` },
  });
  const set = () => {
    const n = Number(input.value);
    if (!Number.isFinite(n)) return;
    onSet(hundredths ? Math.round(n * INCH) : Math.round(n));
  };
  input.addEventListener("change", set);
  input.addEventListener("input", () => (input.dataset.dirty = "1"));
  input.set = set;
  return h(
    "div.field",
    {},
    h(
      "label",
      { for: id },
      labelText,
      h("small.hint", {}, ` ${hundredths ? `${min / INCH}–${max / INCH}${unit}` : `${min}–${max}${unit}`}`),
    ),
    input,
  );
}

function shipSelect(d, ids, onSet) {
  const v = d.ctx.view;
  const sel = h(
    "select#is-ship",
    { dataset: { key: "form:ship" } },
    ids.map((id) => h("option", { value: id, selected: id === d.ship }, shipOf(v, id)?.name ?? id)),
  );
  sel.addEventListener("change", () => onSet(sel.value));
  return h("div.field", {}, h("label", { for: "is-ship" }, "Ship"), sel);
}

export function orderForm(ctx) {
  const d = draftFor(ctx);
  if (!d) return null;
  const b = d.bounds,
    rows = [];
  const set = (patch) => {
    Object.assign(d, patch);
    commit(d);
  };
  if (d.prompt === "placeShip") {
    const entry = b.ships.find((x) => x.ship === d.ship);
    rows.push(
      h("p.hint", {}, "Click the table where the ship goes (the green area is allowed, red is too close to the enemy)."),
      shipSelect(
        d,
        b.ships.map((x) => x.ship),
        (id) => {
          setPlacement(d, d.ctx, id);
          commit(d);
        },
      ),
      numberField("is-x", "East (x)", d.x, { min: 0, max: ctx.view.table.width, onSet: (x) => set({ x }) }),
      numberField("is-y", "North (y)", d.y, { min: 0, max: ctx.view.table.height, onSet: (y) => set({ y }) }),
      numberField("is-facing", "Facing (0° east, 90° north)", d.facing, {
        min: 0,
        max: 359,
        step: 1,
        unit: "°",
        hundredths: false,
        onSet: (facing) => set({ facing }),
      }),
      numberField("is-momentum", "Momentum", d.momentum, {
        min: entry.momentum.min,
        max: entry.momentum.max,
        step: 1,
        unit: "″",
        hundredths: false,
        onSet: (momentum) => set({ momentum }),
      }),
    );
  } else if (d.prompt === "move") {
    const mb = moverBounds(d);
    if (!mb) return null;
    const limit = turnLimit(mb);
    rows.push(
      h("p.hint", {}, "Click one of your ships to move it, then click where it should head, or set the distances and turn here."),
      shipSelect(
        d,
        b.ships.map((x) => x.ship),
        (id) => {
          setMover(d, id);
          commit(d);
        },
      ),
      mb.backward
        ? h(
            "div.field.check",
            {},
            h("input#is-backward", {
              type: "checkbox",
              checked: d.backward,
              onchange: (e) => set({ backward: e.target.checked, turn: 0, second: 0, first: Math.min(d.first, mb.backward.maxDistance) }),
            }),
            h("label", { for: "is-backward" }, "Move backwards"),
          )
        : null,
      numberField("is-first", d.backward ? "Distance back" : "Straight ahead", d.first, {
        min: d.backward ? 0 : mb.minDistance,
        max: d.backward ? mb.backward.maxDistance : mb.maxDistance,
        onSet: (first) => set({ first }),
      }),
      !d.backward && limit
        ? numberField("is-turn", "Then turn (+ port, − starboard)", d.turn, {
            min: -limit,
            max: limit,
            step: 1,
            unit: "°",
            hundredths: false,
            onSet: (turn) => set({ turn }),
          })
        : null,
      !d.backward && limit && d.turn !== 0
        ? numberField("is-second", "Then ahead", d.second, {
            min: 0,
            max: Math.max(0, mb.maxDistance - d.first),
            onSet: (second) => set({ second }),
          })
        : null,
      mb.mines
        ? numberField("is-mines", "Mine factors to lay", d.mines, {
            min: 0,
            max: mb.mines,
            step: 1,
            unit: "",
            hundredths: false,
            onSet: (mines) => set({ mines }),
          })
        : null,
      h(
        "p.hint",
        {},
        `Total ${inches(d.first + (d.turn ? d.second : 0))} (allowed ${inches(mb.minDistance)}–${inches(mb.maxDistance)}); momentum now ${mb.momentum}, thrust ${mb.thrust}.`,
      ),
    );
  } else if (d.prompt === "fire") {
    const fb = fireBounds(d);
    rows.push(
      h("p.hint", {}, "Click one of your ships, then an enemy ship to fire every gun that bears on it, or set the guns per target."),
      shipSelect(
        d,
        b.ships.map((x) => x.ship),
        (id) => set({ ship: id, guns: {}, arcs: {} }),
      ),
    );
    for (const w of fb?.weapons ?? []) {
      rows.push(
        h(
          "fieldset.is-weapon",
          { dataset: { weapon: w.weapon } },
          h(
            "legend",
            {},
            `${w.weapon}: ${w.guns} × d${w.die}, ${w.damage} damage, under ${inches(w.maxRange)}${w.perArc ? `, at most ${w.perArc} per arc` : ""}`,
          ),
          w.targets.map((t) => {
            const k = `${w.weapon}|${t.target}`;
            const id = `is-guns-${w.weapon}-${t.target}`;
            return h(
              "div.is-target",
              {},
              numberField(
                id,
                `${shipOf(ctx.view, t.target)?.name ?? t.target} · ${t.arcs.join("/")} · ${inches(t.range)} · needs ${t.targetNumber}`,
                d.guns[k] ?? 0,
                {
                  min: 0,
                  max: Math.min(w.guns, t.maxGuns),
                  step: 1,
                  unit: "",
                  hundredths: false,
                  onSet: (n) => {
                    d.guns[k] = n;
                    commit(d);
                  },
                },
              ),
              t.arcs.length > 1
                ? h(
                    "select",
                    {
                      "aria-label": "Arc to claim",
                      onchange: (e) => {
                        d.arcs[k] = e.target.value;
                        commit(d);
                      },
                    },
                    t.arcs.map((a) => h("option", { value: a, selected: d.arcs[k] === a }, a)),
                  )
                : null,
            );
          }),
        ),
      );
    }
    rows.push(
      h(
        "p.row",
        {},
        h("button#is-hold", { type: "button", onclick: () => set({ guns: {}, arcs: {} }) }, "Hold this ship's fire"),
        h("button#is-cease", { type: "button", onclick: () => d.ctx.pick({ type: "ceaseFire" }) }, "Cease fire: every ship left holds"),
      ),
    );
  } else if (d.prompt === "setNets") {
    rows.push(
      b.ships.map((x) =>
        h(
          "div.field.check",
          {},
          h("input", {
            type: "checkbox",
            id: `is-net-${x.ship}`,
            checked: d.deployed.includes(x.ship),
            onchange: (e) => set({ deployed: e.target.checked ? [...d.deployed, x.ship] : d.deployed.filter((y) => y !== x.ship) }),
          }),
          h("label", { for: `is-net-${x.ship}` }, `Nets out on ${shipOf(ctx.view, x.ship)?.name ?? x.ship} (no turning next turn)`),
        ),
      ),
    );
  } else if (d.prompt === "buyFleet") {
    const total = Object.entries(d.counts).reduce((n, [c, k]) => n + k * (b.classes.find((x) => x.class === c)?.points ?? 0), 0);
    rows.push(
      h("p.hint", {}, `Fleet worth ${b.points.min}–${b.points.max} points, at most ${b.maxShips} ships. Chosen: ${total} points.`),
      h(
        "div.is-buy",
        {},
        b.classes.map((c) =>
          numberField(`is-buy-${c.class}`, `${c.name} (${c.type}, ${c.points} pts)`, d.counts[c.class] ?? 0, {
            min: 0,
            max: b.maxShips,
            step: 1,
            unit: "",
            hundredths: false,
            onSet: (n) => set({ counts: { ...d.counts, [c.class]: n } }),
          }),
        ),
      ),
      b.designs ? h("p.hint", {}, "Ships of your own design: write the action as JSON in the panel.") : null,
    );
  }
  return h(
    "form.is-orders#is-orders",
    {
      onsubmit: (e) => {
        e.preventDefault();
        for (const input of e.target.querySelectorAll("input[data-dirty]")) input.set?.();
        commit(d);
      },
    },
    h("h3", {}, "Your order"),
    rows,
    h("p.row", {}, h("button.primary#is-check", { type: "submit" }, "Check this order")),
  );
}
