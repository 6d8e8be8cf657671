// Double Star: the orbit map (both stars, their orbital paths, every world and planetoid, ships
// and task forces pointed along their facing), the surface charts of the worlds (owner,
// population, industry, defences, bases, power plants, landed ships), the fleet composition
// chart and each side's treasury and turn record. Clicks narrow your choices: a ship or task
// force (or a world), then a hex — or a site on a surface chart.
import { h, halo, s, clickable, title } from "../dom.js";
import { axialCentre, facingAngle, hexCell, mapFrame } from "../hex.js";
import { readable } from "../zoom.js";

const SIZE = 11;
const SIDE = { islamic: "#5fe39a", chinese: "#ff7b54" };
const SITES = ["N", "E1", "E2", "E3", "E4", "E5", "E6", "S"];

const unitOf = (a) => a.unit ?? a.ship ?? a.planetoid ?? a.world ?? (a.type === "formGroup" ? a.taskForce : null) ?? null;

function facets(a) {
  const f = {};
  const u = unitOf(a);
  if (u) f.unit = u;
  if (typeof a.hex === "number") f.hex = String(a.hex);
  if (a.body && a.site) f.site = `${a.body}:${a.site}`;
  else if (a.body) f.body = a.body;
  if (a.target) f.target = a.target;
  return f;
}

function label(a, ctx) {
  const u = unitOf(a);
  const at = a.body ? ` at ${a.body}${a.site ? ` ${a.site}` : " (orbit)"}` : "";
  switch (a.type) {
    case "placeWorld":
      return `Put ${a.world} in hex ${a.hex}`;
    case "placePopulation":
      return `${a.amount} million people${at}`;
    case "placeIndustry":
      return `Industry${at}`;
    case "buy":
      return `Buy ${a.item}${at}`;
    case "orderProduction":
      return `Order ${a.item}${at}${a.emergency ? " (emergency)" : ""}${a.arrivalTurn ? `, turn ${a.arrivalTurn}` : ""}`;
    case "selectUnit":
      return `Move ${u} next`;
    case "moveUnit":
      return `${u} to hex ${a.hex}, facing ${ctx?.view?.map.facings[a.facing] ?? a.facing}`;
    case "landUnit":
      return `Land ${u}${at}`;
    case "holdUnit":
      return `${u} stays`;
    case "attack":
      return `${u} fires at ${a.target}`;
    case "holdFire":
      return `${u} holds its fire`;
    case "breakOrbit":
      return `Break ${u} from orbit, facing ${a.facing}`;
    case "withdraw":
      return `Withdraw to hex ${a.hex}`;
    default: {
      const rest = Object.entries(a)
        .filter(([k]) => k !== "type")
        .map(([k, v]) => `${k} ${v}`)
        .join(", ");
      const words = a.type.replace(/([A-Z])/g, " $1").toLowerCase();
      return `${words[0].toUpperCase()}${words.slice(1)}${rest ? ` — ${rest}` : ""}`;
    }
  }
}

function describe(e) {
  const bits = Object.entries(e).filter(([k, v]) => k !== "type" && (typeof v !== "object" || v === null));
  const words = e.type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return bits.length ? `${words}: ${bits.map(([k, v]) => `${k} ${v}`).join(", ")}` : words;
}

// ---- the orbit map ------------------------------------------------------------------------------------

function shipMark(x, y, facing, color, { size = 6, picked = false, hint = false } = {}) {
  const a = (facingAngle(facing) * Math.PI) / 180;
  const p = (r, da) => `${(x + r * Math.cos(a + da)).toFixed(1)},${(y + r * Math.sin(a + da)).toFixed(1)}`;
  return s("polygon", {
    points: [p(size, 0), p(size * 0.8, 2.4), p(size * 0.8, -2.4)].join(" "),
    fill: color,
    stroke: picked ? "#ffd45e" : hint ? "#fff" : "#0b1026",
    "stroke-width": picked ? 2.2 : 1,
  });
}

function renderMap(ctx) {
  const { view, selection, mine } = ctx;
  const m = view.map;
  const cells = m.q.map((q, id) => ({ id, ...axialCentre(q, m.r[id], SIZE) }));
  const svg = mapFrame(cells, SIZE, {
    role: "group",
    "aria-label": "Orbit map",
    class: "ds-map",
    // Zoomed in on a phone: the names of the worlds (7 units) readable, a hex (1.7 × SIZE across) a target.
    ...readable({ font: 7, target: SIZE * 1.7 }),
  });
  const shipsAt = new Map();
  for (const sh of view.ships) if (sh.location === "space") (shipsAt.get(sh.hex) ?? shipsAt.set(sh.hex, []).get(sh.hex)).push(sh);
  const bodiesAt = new Map();
  for (const b of view.bodies) if (b.hex >= 0 && b.motion !== "gone") (bodiesAt.get(b.hex) ?? bodiesAt.set(b.hex, []).get(b.hex)).push(b);
  const starAt = new Map(m.stars.map((st) => [st.hex, st]));
  const units = (id) =>
    [
      ...(shipsAt.get(id) ?? []).map((x) => (x.taskForce && x.taskForce !== x.id ? null : x.id)),
      ...(bodiesAt.get(id) ?? []).map((b) => b.id),
    ].filter((u) => u && mine && ctx.ever("unit", u));
  const clickHex = (id) => {
    const k = String(id);
    if (selection.hex === k) return ctx.select({ hex: null });
    if (selection.unit && ctx.choicesFor({ hex: k }).length) return ctx.select({ hex: k });
    const mineHere = units(id);
    if (mineHere.length) {
      const at = mineHere.indexOf(selection.unit);
      if (at === -1 || mineHere.length > 1) return ctx.select({ unit: mineHere[(at + 1) % mineHere.length], hex: null });
    }
    return ctx.select({ hex: k });
  };
  for (const c of cells) {
    const k = String(c.id);
    const star = starAt.get(c.id);
    const hint = mine && Object.keys(selection).length > 0 && selection.hex !== k && ctx.could("hex", k);
    const usable = mine && (ctx.ever("hex", k) || units(c.id).length > 0);
    const here = [
      ...(bodiesAt.get(c.id) ?? []).map((b) => b.name),
      ...(shipsAt.get(c.id) ?? []).map((x) => `${x.name} ${x.id} (${x.side})`),
    ];
    svg.append(
      hexCell({
        x: c.x,
        y: c.y,
        size: SIZE,
        flat: false,
        fill: star ? "#3a3312" : "#0d1330",
        stroke: "#1c2550",
        label: `Hex ${c.id}${star ? `: ${star.name}` : ""}${here.length ? `. ${here.join("; ")}` : ""}`,
        onPick: usable ? () => clickHex(c.id) : null,
        data: { hex: k, key: `hex:${k}`, hint: hint ? "1" : undefined },
        mark: selection.hex === k ? "#5fe39a" : hint ? "#ffd45e" : null,
        pressed: usable ? selection.hex === k : undefined,
      }),
    );
  }
  // Orbital paths, then stars, bodies and ships on top.
  for (const p of m.paths) {
    const pts = p.hexes.map((id) => `${cells[id].x.toFixed(1)},${cells[id].y.toFixed(1)}`);
    svg.append(
      s("polygon", {
        points: pts.join(" "),
        fill: "none",
        stroke: SIDE[m.stars.find((st) => st.id === p.star)?.side] ?? "#555",
        "stroke-opacity": 0.28,
        "stroke-width": 1.2,
        "pointer-events": "none",
      }),
    );
  }
  for (const st of m.stars) {
    const c = cells[st.hex];
    svg.append(
      s(
        "g",
        { "pointer-events": "none" },
        s("circle", { cx: c.x, cy: c.y, r: SIZE * 0.8, fill: st.spectral.startsWith("M") ? "#ff8a5c" : "#ffe48a" }),
        s(
          "text",
          { x: c.x, y: c.y + SIZE * 2, "font-size": 9, fill: "#ffd45e", "text-anchor": "middle", ...halo() },
          `${st.name} · ${st.chineseName}`,
        ),
      ),
    );
  }
  for (const [hex, bodies] of bodiesAt) {
    const c = cells[hex];
    bodies.forEach((b, i) => {
      const picked = selection.unit === b.id;
      svg.append(
        s(
          "g",
          { class: "ds-body", dataset: { body: b.id, hex: String(hex) }, "pointer-events": "none" },
          s("circle", {
            cx: c.x + i * 3,
            cy: c.y,
            r: b.disc === "large" ? 5.5 : 3.2,
            fill: "#8fb3ff",
            stroke: picked ? "#ffd45e" : SIDE[b.side],
            "stroke-width": picked ? 2.5 : 1.5,
          }),
          i === 0 ? s("text", { x: c.x, y: c.y - 7.5, "font-size": 7, fill: "#cfd6ff", "text-anchor": "middle", ...halo() }, b.name) : null,
        ),
      );
    });
  }
  for (const [hex, list] of shipsAt) {
    const c = cells[hex];
    const lead = list.find((x) => x.id === selection.unit) ?? list[0];
    const g = s(
      "g",
      { class: "ds-ships", dataset: { hex: String(hex), ships: list.map((x) => x.id).join(",") }, "pointer-events": "none" },
      shipMark(c.x, c.y + 2, lead.facing, SIDE[lead.side], {
        picked: list.some((x) => x.id === selection.unit),
        hint: mine && !selection.unit && list.some((x) => ctx.could("unit", x.id)),
      }),
      list.length > 1
        ? s("text", { x: c.x + 6, y: c.y - 3, "font-size": 7, fill: "#fff", "font-weight": 700, ...halo() }, String(list.length))
        : null,
    );
    svg.append(g);
  }
  return svg;
}

// ---- surface charts ------------------------------------------------------------------------------------

function renderSurfaces(ctx) {
  const { view, selection, mine } = ctx;
  const shown = view.bodies;
  return h(
    "div.ds-surfaces",
    {},
    h("h3", {}, "Surface charts"),
    h(
      "div.ds-charts",
      {},
      shown.map((b) => {
        const sites = SITES.filter((x) => b.surface.some((y) => y.site === x)).map((x) => b.surface.find((y) => y.site === x));
        const w = 30,
          svg = s("svg", {
            viewBox: `0 0 ${sites.length * w + 4} 44`,
            class: "ds-chart",
            role: "group",
            "aria-label": `Surface of ${b.name}`,
            // Zoomed in on a phone: a chart a row of its own, its figures (7 units) readable.
            ...readable({ font: 7 }),
          });
        sites.forEach((st, i) => {
          const k = `${b.id}:${st.site}`;
          const x = 2 + i * w;
          const hint = mine && Object.keys(selection).length > 0 && selection.site !== k && ctx.could("site", k);
          const picked = selection.site === k;
          const words = `${b.name} ${st.site}${st.ocean ? " (ocean)" : ""}${st.owner ? `, ${st.owner}` : ""}: population ${st.population}, industry ${st.industry}, defences ${st.planetaryDefenses}, bases ${st.bases}, power plants ${st.powerPlants}${st.ships.length ? `, ships ${st.ships.join(" ")}` : ""}`;
          const g = s(
            "g",
            { class: "ds-site", dataset: { site: k, key: `site:${k}`, hint: hint ? "1" : undefined } },
            title(words),
            s("rect", {
              x,
              y: 2,
              width: w - 3,
              height: 40,
              rx: 4,
              fill: st.ocean ? "#1b3a6b" : "#3b4a3a",
              stroke: picked ? "#5fe39a" : hint ? "#ffd45e" : st.owner ? SIDE[st.owner] : "#2e3a70",
              "stroke-width": picked || hint ? 2.5 : 1.2,
            }),
            s("text", { x: x + (w - 3) / 2, y: 12, "font-size": 8, "text-anchor": "middle", fill: "#e8ecff" }, st.site),
            st.population
              ? s("text", { x: x + (w - 3) / 2, y: 22, "font-size": 7, "text-anchor": "middle", fill: "#e8ecff" }, `${st.population}M`)
              : null,
            s(
              "text",
              // The holdings may be wider than the site's box and cross its edge: a halo keeps them readable there.
              { x: x + (w - 3) / 2, y: 31, "font-size": 7, "text-anchor": "middle", fill: "#ffd45e", ...halo() },
              [
                st.industry && `I${st.industry}`,
                st.planetaryDefenses && `D${st.planetaryDefenses}`,
                st.bases && `B${st.bases}`,
                st.powerPlants && `P${st.powerPlants}`,
              ]
                .filter(Boolean)
                .join(" "),
            ),
            st.ships.length
              ? s("text", { x: x + (w - 3) / 2, y: 39, "font-size": 7, "text-anchor": "middle", fill: "#fff" }, `▲${st.ships.length}`)
              : null,
            s("rect", { class: "focus-ring", x: x - 1, y: 1, width: w - 1, height: 42, rx: 5 }),
          );
          if (mine && ctx.ever("site", k))
            clickable(g, words, () => ctx.select(picked ? { site: null } : { site: k }), { pressed: picked });
          svg.append(g);
        });
        return h(
          "figure.ds-body-chart",
          { dataset: { body: b.id } },
          h("figcaption", {}, h("span", { style: `color:${SIDE[b.side]}` }, "● "), b.name, b.hex < 0 ? " (not placed)" : ""),
          svg,
        );
      }),
    ),
  );
}

// ---- the fleet composition chart and the sides ------------------------------------------------------

function renderFleets(ctx) {
  const v = ctx.view;
  const ship = (id) => v.ships.find((x) => x.id === id);
  const free = v.ships;
  const row = (x) => {
    const picked = ctx.selection.unit === x.id;
    const usable = ctx.mine && ctx.ever("unit", x.id);
    return h(
      "tr",
      { dataset: { ship: x.id }, class: picked ? "picked" : "" },
      h(
        "td",
        {},
        usable
          ? h(
              "button.quiet.ds-pick",
              {
                type: "button",
                "aria-pressed": String(picked),
                dataset: { unit: x.id, key: `unit:${x.id}` },
                onclick: () => ctx.select(picked ? { unit: null, hex: null } : { unit: x.id, hex: null }),
              },
              x.id,
            )
          : x.id,
      ),
      h("td", {}, h("span", { style: `color:${SIDE[x.side]}` }, "■ "), x.name),
      h("td", {}, `${x.attack}/${x.defense}/${x.movement}`),
      h("td", {}, x.location === "space" ? `hex ${x.hex}` : `${x.body} ${x.site}`),
      h(
        "td",
        {},
        [x.taskForce && `task force ${x.taskForce}`, x.disrupted && "disrupted", x.cargo && `carries ${x.cargo}`, x.moved && "moved"]
          .filter(Boolean)
          .join(", "),
      ),
    );
  };
  return h(
    "div.ds-fleets",
    {},
    h("h3", {}, "Fleet composition"),
    v.taskForces.length
      ? h(
          "table.info",
          {},
          h("thead", {}, h("tr", {}, h("th", {}, "Task force"), h("th", {}, "Hex"), h("th", {}, "Members"), h("th", {}, "Formations"))),
          h(
            "tbody",
            {},
            v.taskForces.map((t) =>
              h(
                "tr",
                { dataset: { taskForce: t.id } },
                h("td", {}, h("span", { style: `color:${SIDE[t.side]}` }, "■ "), t.id),
                h("td", {}, t.hex >= 0 ? String(t.hex) : "—"),
                h("td", {}, t.members.map((id) => `${id} ${ship(id)?.kind ?? ""}`).join(", ")),
                h("td", {}, t.formations.join(", ")),
              ),
            ),
          ),
        )
      : null,
    free.length
      ? h(
          "table.info",
          {},
          h(
            "thead",
            {},
            h("tr", {}, h("th", {}, "Ship"), h("th", {}, "Kind"), h("th", {}, "A/D/M"), h("th", {}, "Where"), h("th", {}, "")),
          ),
          h("tbody", {}, free.map(row)),
        )
      : h("p.hint", {}, "No ships yet."),
  );
}

function renderSides(ctx) {
  const v = ctx.view;
  return h(
    "div.panel-row",
    {},
    h(
      "div",
      {},
      h(
        "p",
        {},
        `${v.scenarioName} · turn ${v.turn} of ${v.turnRecord.lastTurn} · ${v.phase}${v.phasing ? ` · ${ctx.seatName(v.phasing)} moving` : ""}`,
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
            h("th", {}, "Side"),
            h("th", {}, "Budget"),
            h("th", {}, "Reserve"),
            h("th", {}, "Prod."),
            h("th", {}, "Pop."),
            h("th", {}, "Ind."),
          ),
        ),
        h(
          "tbody",
          {},
          v.sides.map((x) =>
            h(
              "tr",
              { dataset: { side: x.side } },
              h("td", {}, h("span", { style: `color:${SIDE[x.side]}` }, "■ "), ctx.seatName(x.side)),
              h("td", {}, String(x.budget)),
              h("td", {}, String(x.contingency)),
              h("td", {}, String(x.production)),
              h("td", {}, String(x.population)),
              h("td", {}, String(x.industry)),
            ),
          ),
        ),
      ),
    ),
    h(
      "div",
      {},
      v.myTarget ? h("p.ds-target", {}, `Your raid target (secret): ${v.myTarget.world}`) : null,
      v.worldsToPlace.length ? h("p", {}, `Worlds to place: ${v.worldsToPlace.join(", ")}`) : null,
      v.turnRecord.orders.length
        ? h("p", {}, `Production due: ${v.turnRecord.orders.map((o) => `${o.item} turn ${o.arrives}`).join(", ")}`)
        : null,
      v.combat ? h("p.ds-combat", {}, `Battle in hex ${v.combat.hex}, round ${v.combat.round} (${v.combat.step})`) : null,
      v.myDraft ? h("p", {}, `Your formations (secret): ${v.myDraft.groups.map((g) => g.label).join("; ") || "none yet"}`) : null,
    ),
  );
}

export default {
  kind: "double-star",
  facets,
  primary: (a) => !unitOf(a) && typeof a.hex !== "number" && !a.body,
  label,
  describe,
  render(ctx) {
    return h("div.ds", { dataset: { board: "double-star" } }, renderMap(ctx), renderSurfaces(ctx), renderFleets(ctx), renderSides(ctx));
  },
};
