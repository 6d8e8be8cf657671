// Star Battle: the star chart of playing cards with every lord's Scouts and Dreadnoughts, the
// Core and Home Bases, and your hand. Clicking narrows your choices: a card in your hand, then
// a ship (or a card on the chart), then where it goes. Anything you put together that is not a
// listed choice is still sent to the server's dry run, which says which rule forbids it.
import { h, halo, s, clickable, title } from "../dom.js";
import { readable } from "../zoom.js";

const SEAT_COLORS = ["#4fa3ff", "#ff7b54", "#7ee081", "#d88bff", "#ffe066", "#5ee0e0"];
const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_NAMES = { S: "Spades", H: "Hearts", D: "Diamonds", C: "Clubs" };
const CW = 64,
  CH = 86,
  GAP = 10,
  STEP_X = CW + GAP,
  STEP_Y = CH + GAP;

const key = (p) => `${p.x},${p.y}`;
const parseCard = (id) => {
  const m = /^(A|[2-9]|10|J|Q|K)([CDHS])(?:#(\d))?$/.exec(id);
  return m ? { rank: m[1], suit: m[2], deck: m[3] ?? null } : null;
};
export const cardText = (id) => {
  const c = parseCard(id);
  return c ? `${c.rank}${SUITS[c.suit]}${c.deck ? `#${c.deck}` : ""}` : id;
};
const cardWords = (id) => {
  const c = parseCard(id);
  const rank = { A: "Ace", J: "Jack", Q: "Queen", K: "King" }[c?.rank] ?? c?.rank;
  return c ? `${rank} of ${SUIT_NAMES[c.suit]}${c.deck ? ` (deck ${c.deck})` : ""}` : id;
};
const red = (id) => /[HD]/.test(parseCard(id)?.suit ?? "");
const posText = (p) => `(${p.x}, ${p.y})`;
const shipName = (ship, n = 1) => (ship === "dreadnought" ? (n === 1 ? "Dreadnought" : "Dreadnoughts") : n === 1 ? "Scout" : "Scouts");

function direction(from, to) {
  const dx = to.x - from.x,
    dy = to.y - from.y;
  return dy < 0 && dx === 0 ? "north" : dy > 0 && dx === 0 ? "south" : dx > 0 && dy === 0 ? "east" : dx < 0 && dy === 0 ? "west" : "";
}

function seatColor(view, seat) {
  const i = view.lords.findIndex((l) => l.seat === seat);
  return SEAT_COLORS[Math.max(i, 0) % SEAT_COLORS.length];
}

// ---- choices: what a click can narrow ------------------------------------------------------

function facets(a) {
  switch (a.type) {
    case "place":
      return { card: a.card, cell: key(a.at) };
    case "chooseHomeBase":
      return { cell: key(a.at) };
    case "build":
      return { card: a.card, cell: key(a.at), ship: a.ship };
    case "move":
      return { card: a.card, cell: key(a.from), to: key(a.to), ship: a.ship };
    case "rebuild":
      return { card: a.card, cell: key(a.at), ship: a.ship };
    case "discard": {
      const cards = [...a.cards].sort().join(",");
      return a.cards.length === 1 ? { card: a.cards[0], cards } : { cards };
    }
    case "battle":
    case "declineBattle":
      return { cell: key(a.at), against: a.against };
    default:
      return {};
  }
}

const pos = (k) => {
  const [x, y] = k.split(",").map(Number);
  return { x, y };
};

/** An action built from the selection when no listed choice matches: the dry run judges it. */
function compose(sel, ctx) {
  const prompt = ctx.mine?.prompt;
  if (prompt === "placement" && sel.card && sel.cell) return { type: "place", card: sel.card, at: pos(sel.cell) };
  if (prompt === "homeBase" && sel.cell) return { type: "chooseHomeBase", at: pos(sel.cell) };
  if (prompt === "turn") {
    if (sel.cards) return { type: "discard", cards: sel.cards.split(",") };
    if (sel.card && sel.cell && sel.to)
      return { type: "move", card: sel.card, from: pos(sel.cell), to: pos(sel.to), ship: sel.ship ?? "scout" };
    if (sel.card && sel.cell) return { type: "build", card: sel.card, at: pos(sel.cell), ship: sel.ship ?? "scout" };
  }
  return null;
}

function label(a, ctx) {
  const name = (seat) => ctx?.seatName?.(seat) ?? seat;
  switch (a.type) {
    case "place":
      return `Place ${cardText(a.card)} at ${posText(a.at)}${a.at.x === 0 && a.at.y === 0 ? " as the Core" : ""}`;
    case "chooseHomeBase":
      return `Home Base at ${posText(a.at)}`;
    case "build":
      return `Build a ${shipName(a.ship)} at ${posText(a.at)}, paying ${cardText(a.card)}`;
    case "move":
      return `Move a ${shipName(a.ship)} ${direction(a.from, a.to)} ${posText(a.from)}→${posText(a.to)}, paying ${cardText(a.card)}`;
    case "rebuild":
      return `Rebuild ${posText(a.at)} with ${cardText(a.card)}, giving up a ${shipName(a.ship)}`;
    case "discard":
      return a.cards.length ? `Discard ${a.cards.map(cardText).join(" ")} (ends your turn)` : "Pass: discard nothing (ends your turn)";
    case "endTurn":
      return "End your turn";
    case "battle":
      return `Attack ${name(a.against)} at ${posText(a.at)}`;
    case "declineBattle":
      return `No battle with ${name(a.against)} at ${posText(a.at)}`;
    default:
      return JSON.stringify(a);
  }
}

function fleetText(f) {
  const parts = [];
  if (f.scouts) parts.push(`${f.scouts} ${shipName("scout", f.scouts)}`);
  if (f.dreadnoughts) parts.push(`${f.dreadnoughts} ${shipName("dreadnought", f.dreadnoughts)}`);
  return parts.join(" and ") || "nothing";
}

function describe(e, ctx) {
  const name = (seat) => ctx?.seatName?.(seat) ?? seat;
  switch (e.type) {
    case "CardPlaced":
      return `${name(e.seat)} placed ${cardText(e.card)} at ${posText(e.at)}${e.core ? ": the Core of the Galaxy" : ""}`;
    case "HomeBaseChosen":
      return `${name(e.seat)} turned up ${cardText(e.card)} at ${posText(e.at)} as Home Base`;
    case "StageTwoBegan":
      return `Stage 2 begins; ${name(e.first)} plays first`;
    case "ShipsCommissioned":
      return `${name(e.seat)} ${e.reason === "bonus" ? "gets a bonus" : "commissions"} ${fleetText(e)} at ${posText(e.at)}`;
    case "CardsDrawn":
      return `${name(e.seat)} drew ${e.count} card${e.count === 1 ? "" : "s"}${e.cards ? `: ${e.cards.map(cardText).join(" ")}` : ""}`;
    case "DeckReshuffled":
      return `The discards were shuffled into a new deck of ${e.size}`;
    case "TurnBegan":
      return `Turn ${e.number}: ${name(e.seat)}${e.freeMoves ? ` (${e.freeMoves} free moves kept)` : ""}`;
    case "ShipBuilt":
      return `${name(e.seat)} built a ${shipName(e.ship)} at ${posText(e.at)} with ${cardText(e.card)}${e.freeMoveEarned ? "; suit match: a free move" : ""}`;
    case "CardTurnedUp":
      return `${cardText(e.card)} turned up at ${posText(e.at)}`;
    case "ShipMoved":
      return `${name(e.seat)} moved a ${shipName(e.ship)} ${posText(e.from)}→${posText(e.to)} with ${cardText(e.card)}${e.freeMoveEarned ? "; suit match: a free move" : ""}`;
    case "MoveFailed":
      return `${name(e.seat)}'s ${shipName(e.ship)} could not enter ${posText(e.to)} (${e.reason === "SUIT_MISMATCH" ? "suits differ" : "discard too low"})`;
    case "SystemRebuilt":
      return `${name(e.seat)} rebuilt ${posText(e.at)}: ${cardText(e.removed)} → ${cardText(e.card)}, giving up a ${shipName(e.ship)}`;
    case "CardsDiscarded":
      return e.cards.length ? `${name(e.seat)} discarded ${e.cards.map(cardText).join(" ")}` : `${name(e.seat)} passed`;
    case "TurnEnded":
      return `${name(e.seat)}'s turn ${e.number} ends${e.freeMovesLost ? ` (${e.freeMovesLost} free moves lost)` : ""}`;
    case "BattleDeclined":
      return `${name(e.seat)} declined battle with ${name(e.against)} at ${posText(e.at)}`;
    case "BattleFought": {
      const losses = Object.entries(e.losses)
        .map(([seat, f]) => `${name(seat)} lost ${fleetText(f)}`)
        .join(", ");
      const rolls = e.rounds
        .map((r) =>
          r.kind === "table"
            ? `table ${r.column}, rolled ${r.roll}: ${r.result}`
            : r.ships.map((sh) => `${sh.ship[0].toUpperCase()}${sh.flips.map((f) => (f ? "✓" : "✗")).join("")}`).join(" "),
        )
        .join(" | ");
      return `Battle at ${posText(e.at)}: ${name(e.attacker)} attacked ${name(e.defender)} (${e.method}). ${losses}. Flips: ${rolls}`;
    }
    case "LordEliminated":
      return `${name(e.seat)} has no ships left and is out`;
    case "LordResigned":
      return `${name(e.seat)} resigned`;
    case "GameEnded":
      return `Game over: ${e.winners.length ? e.winners.map(name).join(", ") : "no winner"} — ${e.reason}${
        e.scores
          ? ` (scores: ${Object.entries(e.scores)
              .map(([k, v]) => `${name(k)} ${Math.round(v * 100) / 100}`)
              .join(", ")})`
          : ""
      }`;
    default:
      return null;
  }
}

// ---- drawing -------------------------------------------------------------------------------

function cardFace(id, x, y, w, hgt, { hidden = false } = {}) {
  if (hidden || id === "hidden") {
    return s(
      "g",
      {},
      // The back's edge is what sets a face-down card off the dark page: 1.5 px at any scale, 4:1 against the panel.
      s("rect", {
        x,
        y,
        width: w,
        height: hgt,
        rx: 7,
        fill: "#26306b",
        stroke: "#6b78c0",
        "stroke-width": 1.5,
        "vector-effect": "non-scaling-stroke",
      }),
      s("rect", { x: x + 5, y: y + 5, width: w - 10, height: hgt - 10, rx: 4, fill: "url(#sb-back)" }),
    );
  }
  const c = parseCard(id);
  const color = red(id) ? "#c8243b" : "#1b1f33";
  return s(
    "g",
    {},
    s("rect", { x, y, width: w, height: hgt, rx: 7, fill: "#f6f3e8", stroke: "#b9b4a0" }),
    s("text", { x: x + 6, y: y + 17, fill: color, "font-size": 15, "font-weight": 700 }, c?.rank ?? id),
    s("text", { x: x + 6, y: y + 31, fill: color, "font-size": 13 }, SUITS[c?.suit] ?? ""),
    s("text", { x: x + w / 2 + 6, y: y + hgt / 2 + 8, fill: color, "font-size": 30, "text-anchor": "middle" }, SUITS[c?.suit] ?? ""),
    c?.deck ? s("text", { x: x + w - 5, y: y + 13, fill: "#5c5c5c", "font-size": 9, "text-anchor": "end" }, `#${c.deck}`) : null,
  );
}

/** A Scout is a small dart, a Dreadnought a heavy wedge; the count stands beside it. */
function shipShape(ship, x, y, color) {
  const path =
    ship === "dreadnought"
      ? `M${x - 9},${y + 7} L${x},${y - 9} L${x + 9},${y + 7} L${x + 4},${y + 4} L${x - 4},${y + 4} Z`
      : `M${x - 6},${y + 6} L${x},${y - 7} L${x + 6},${y + 6} L${x},${y + 3} Z`;
  // A dark rim of 1.5 screen px: the ship shows on the yellow of a picked token as on a dark one.
  return s("path", { d: path, fill: color, stroke: "#0b1026", "stroke-width": 1.5, "vector-effect": "non-scaling-stroke" });
}

function renderChart(ctx) {
  const { view, selection, mine } = ctx;
  const cells = new Map(view.chart.map((c) => [key(c), c]));
  // Empty places a listed choice could use (placement, Home Bases) are drawn as slots.
  const slots = new Set();
  for (const a of mine ? ctx.candidates : []) {
    if (a.type === "place" || a.type === "chooseHomeBase") if (!cells.has(key(a.at))) slots.add(key(a.at));
  }
  if (selection.cell && !cells.has(selection.cell)) slots.add(selection.cell);
  const all = [...cells.keys(), ...slots].map(pos);
  if (all.length === 0) all.push({ x: 0, y: 0 });
  const minX = Math.min(...all.map((p) => p.x)),
    maxX = Math.max(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y)),
    maxY = Math.max(...all.map((p) => p.y));
  const px = (p) => (p.x - minX) * STEP_X + GAP;
  const py = (p) => (p.y - minY) * STEP_Y + GAP;
  const width = (maxX - minX + 1) * STEP_X + GAP,
    height = (maxY - minY + 1) * STEP_Y + GAP;
  const myTurn = Boolean(mine);

  const clickCell = (k) => {
    if (!myTurn) return;
    if (selection.to === k) return ctx.select({ to: null });
    if (selection.cell === k) return ctx.select({ cell: null, to: null, ship: null });
    if (selection.cell && (ctx.could("to", k) || mine.prompt === "turn")) return ctx.select({ to: k });
    return ctx.select({ cell: k, to: null });
  };

  const svg = s(
    "svg",
    {
      viewBox: `0 0 ${width} ${height}`,
      role: "group",
      "aria-label": "Star chart",
      class: "sb-chart",
      // Its width when fitted (the CSS reads it, so that the zoom may lift it on a phone).
      style: `--fit-max-width:${width * 1.4}px`,
      // Zoomed in on a phone: the counts (11 units) readable, a fleet's token (19 units high) a target.
      ...readable({ font: 11, target: 19 }),
    },
    s(
      "defs",
      {},
      s(
        "pattern",
        { id: "sb-back", width: 8, height: 8, patternUnits: "userSpaceOnUse" },
        s("rect", { width: 8, height: 8, fill: "#1d2658" }),
        s("path", { d: "M0,8 L8,0", stroke: "#5564b8", "stroke-width": 1.5 }),
      ),
    ),
  );

  for (const [k, c] of cells) {
    const x = px(c),
      y = py(c);
    const selected = selection.cell === k,
      target = selection.to === k;
    const hint = myTurn && !selected && !target && (selection.cell ? ctx.could("to", k) : ctx.could("cell", k));
    const controller = c.controller ? seatColor(view, c.controller) : null;
    const shipsText = c.ships.map((f) => `${ctx.seatName(f.seat)}: ${fleetText(f)}`).join("; ");
    const words = `${c.card === "hidden" ? "Face-down card" : cardWords(c.card)} at ${posText(c)}${c.core ? ", the Core" : ""}${c.homeBaseOf.length ? `, Home Base of ${c.homeBaseOf.map(ctx.seatName).join(", ")}` : ""}${shipsText ? `. Ships: ${shipsText}` : ""}`;
    const g = s(
      "g",
      {
        class: "sb-cell",
        dataset: {
          cell: k,
          card: c.card,
          key: `cell:${k}`,
          hint: hint ? "1" : undefined,
          selected: selected ? "cell" : target ? "to" : undefined,
        },
      },
      title(words),
      cardFace(c.card, x, y, CW, CH),
      controller
        ? s("rect", { x: x - 2, y: y - 2, width: CW + 4, height: CH + 4, rx: 9, fill: "none", stroke: controller, "stroke-width": 3 })
        : null,
      c.core
        ? s(
            "g",
            {},
            s("circle", { cx: x + CW - 10, cy: y + 12, r: 9, fill: "#ffd45e", stroke: "#8a6d00" }),
            s("text", { x: x + CW - 10, y: y + 16, "font-size": 11, "text-anchor": "middle", fill: "#5a4400" }, "★"),
          )
        : null,
      c.homeBaseOf.map((seat, i) =>
        s(
          "path",
          { d: `M${x + 5 + i * 9},${y + CH - 4} v-14 l8,4 l-8,4`, fill: seatColor(view, seat), stroke: "#0b1026" },
          title(`Home Base of ${ctx.seatName(seat)}`),
        ),
      ),
      hint
        ? s("rect", {
            x: x - 4,
            y: y - 4,
            width: CW + 8,
            height: CH + 8,
            rx: 10,
            fill: "none",
            stroke: "#ffd45e",
            "stroke-width": 2,
            "stroke-dasharray": "5 4",
            class: "sb-hint",
          })
        : null,
      selected || target
        ? s("rect", {
            x: x - 4,
            y: y - 4,
            width: CW + 8,
            height: CH + 8,
            rx: 10,
            fill: "none",
            stroke: target ? "#5fe39a" : "#ffd45e",
            "stroke-width": 4,
            class: "sb-picked",
          })
        : null,
      s("rect", { class: "focus-ring", x: x - 5, y: y - 5, width: CW + 10, height: CH + 10, rx: 11 }),
    );
    if (myTurn) clickable(g, words, () => clickCell(k));
    svg.append(g);
    // Fleets: one row per lord at the bottom of the card.
    c.ships.forEach((f, row) => {
      const color = seatColor(view, f.seat);
      const yy = y + CH - 13 - (c.ships.length - 1 - row) * 19;
      const own = f.seat === ctx.seat;
      const tokens = [];
      [
        ["scout", f.scouts, x + 16],
        ["dreadnought", f.dreadnoughts, x + 42],
      ].forEach(([ship, n, tx]) => {
        if (!n) return;
        const pickedShip = own && selection.cell === k && selection.ship === ship;
        const t = s(
          "g",
          { class: "sb-ship", dataset: { seat: f.seat, ship, count: String(n), cell: k, key: `ship:${k}:${ship}:${f.seat}` } },
          s("rect", { x: tx - 13, y: yy - 10, width: 26, height: 19, rx: 5, fill: pickedShip ? "#ffd45e" : "rgba(11,16,38,0.78)" }),
          shipShape(ship, tx - 4, yy, color),
          // The count touches the ship (a two-digit one overlaps it): a halo of the token's colour keeps it apart.
          s(
            "text",
            {
              x: tx + 9,
              y: yy + 5,
              "font-size": 11,
              fill: pickedShip ? "#1b1600" : "#fff",
              "text-anchor": "middle",
              "font-weight": 700,
              ...halo(pickedShip ? "#ffd45e" : "#0b1026"),
            },
            String(n),
          ),
          s("rect", { class: "focus-ring", x: tx - 14, y: yy - 11, width: 28, height: 21, rx: 6 }),
        );
        if (own && myTurn && mine.prompt === "turn") {
          clickable(
            t,
            `Your ${n} ${shipName(ship, n)} at ${posText(pos(k))}`,
            () => (pickedShip ? ctx.select({ ship: null }) : ctx.select({ cell: k, ship, to: null })),
            { pressed: pickedShip },
          );
        } else t.append(title(`${ctx.seatName(f.seat)}: ${n} ${shipName(ship, n)}`));
        tokens.push(t);
      });
      svg.append(...tokens);
    });
  }
  for (const k of slots) {
    const p = pos(k),
      x = px(p),
      y = py(p);
    const selected = selection.cell === k;
    const g = s(
      "g",
      { class: "sb-slot", dataset: { cell: k, key: `slot:${k}`, slot: "1", selected: selected ? "cell" : undefined } },
      s("rect", {
        x,
        y,
        width: CW,
        height: CH,
        rx: 7,
        fill: selected ? "rgba(255,212,94,0.25)" : "rgba(255,255,255,0.04)",
        stroke: "#ffd45e",
        "stroke-width": selected ? 3 : 1.5,
        "stroke-dasharray": "6 5",
      }),
      s("text", { x: x + CW / 2, y: y + CH / 2 + 8, "font-size": 24, fill: "#ffd45e", "text-anchor": "middle" }, "+"),
      s("rect", { class: "focus-ring", x: x - 3, y: y - 3, width: CW + 6, height: CH + 6, rx: 9 }),
    );
    clickable(g, `Empty place at ${posText(p)}`, () => clickCell(k), { pressed: selected });
    svg.append(g);
  }
  return svg;
}

function selectedCards(sel) {
  return sel.cards ? sel.cards.split(",") : sel.card ? [sel.card] : [];
}

function renderHand(ctx) {
  const hand = ctx.view.hand;
  if (!hand) return null;
  const picked = selectedCards(ctx.selection);
  const w = 58,
    hg = 80,
    gap = 8;
  const width = Math.max(3, hand.length) * (w + gap) + gap;
  const svg = s("svg", {
    viewBox: `0 0 ${width} ${hg + 24}`,
    role: "group",
    "aria-label": `Your hand: ${hand.length} cards`,
    class: "sb-hand",
    style: `max-width:${width * 1.2}px`,
  });
  if (!hand.length) svg.append(s("text", { x: gap, y: 50, fill: "#a3acd6", "font-size": 14 }, "Your hand is empty"));
  hand.forEach((card, i) => {
    const on = picked.includes(card);
    const x = gap + i * (w + gap),
      y = on ? 4 : 16;
    const usable = ctx.mine && (ctx.ever("card", card) || ctx.mine.prompt === "turn");
    const g = s(
      "g",
      { class: "sb-hand-card", dataset: { handCard: card, key: `hand:${card}`, selected: on ? "1" : undefined } },
      cardFace(card, x, y, w, hg),
      on
        ? s("rect", {
            x: x - 2,
            y: y - 2,
            width: w + 4,
            height: hg + 4,
            rx: 8,
            fill: "none",
            stroke: "#ffd45e",
            "stroke-width": 3,
            class: "sb-picked",
          })
        : null,
      s("rect", { class: "focus-ring", x: x - 4, y: y - 4, width: w + 8, height: hg + 8, rx: 9 }),
    );
    if (usable) {
      clickable(
        g,
        `${cardWords(card)} in your hand${on ? ", selected" : ""}`,
        () => {
          const next = on ? picked.filter((c) => c !== card) : [...picked, card];
          next.sort();
          ctx.select(
            next.length === 0
              ? { card: null, cards: null }
              : next.length === 1
                ? { card: next[0], cards: null }
                : { card: null, cards: next.join(",") },
          );
        },
        { pressed: on },
      );
    } else g.append(title(cardWords(card)));
    svg.append(g);
  });
  return svg;
}

function renderInfo(ctx) {
  const v = ctx.view;
  const lords = h(
    "table.info.sb-lords",
    {},
    h(
      "thead",
      {},
      h("tr", {}, h("th", {}, "Lord"), h("th", {}, "Cards"), h("th", {}, "Scouts"), h("th", {}, "Dreadn."), h("th", {}, "Free")),
    ),
    h(
      "tbody",
      {},
      v.lords.map((l, i) =>
        h(
          "tr",
          { dataset: { seat: l.seat }, class: l.status !== "active" ? "out" : "" },
          h(
            "td",
            {},
            h("span", { style: `color:${SEAT_COLORS[i % 6]}` }, "■ "),
            ctx.seatName(l.seat),
            l.status !== "active" ? ` (${l.status})` : "",
            v.turn?.seat === l.seat ? " ◀" : "",
          ),
          h("td", {}, String(l.handSize)),
          h("td", {}, String(l.scouts)),
          h("td", {}, String(l.dreadnoughts)),
          h("td", {}, String(l.freeMoves)),
        ),
      ),
    ),
  );
  const lb = v.lastBattle;
  const battle = lb
    ? h(
        "div.sb-battle",
        {},
        h("h3", {}, `Last battle at ${posText(lb.at)}`),
        h("p", {}, `${ctx.seatName(lb.attacker)} attacked ${ctx.seatName(lb.defender)} (${lb.method}).`),
        h(
          "ul",
          {},
          lb.rounds.map((r, i) =>
            h(
              "li",
              {},
              `Round ${i + 1}: `,
              r.kind === "table"
                ? `odds ${r.column}, die ${r.roll} → ${r.result}`
                : r.ships
                    .map(
                      (sh) =>
                        `${ctx.seatName(sh.seat).split(" (")[0]} ${shipName(sh.ship)} ${sh.flips.map((f) => (f ? "hit" : "miss")).join("/")}${sh.destroyed ? " ✗" : ""}`,
                    )
                    .join("; "),
            ),
          ),
        ),
        h(
          "p",
          {},
          Object.entries(lb.losses)
            .map(([seat, f]) => `${ctx.seatName(seat)} lost ${fleetText(f)}`)
            .join("; "),
        ),
      )
    : null;
  return h(
    "div.panel-row",
    {},
    h("div", {}, lords),
    h(
      "div",
      {},
      h(
        "p",
        {},
        `Phase: ${v.phase}${v.turn ? ` · turn ${v.turn.number} (${ctx.seatName(v.turn.seat)})${v.turn.freeMoves ? ` · ${v.turn.freeMoves} free move(s)` : ""}` : ""}`,
      ),
      h(
        "p",
        {},
        `Deck: ${v.deckSize} cards · discard pile: ${v.discardPile.length}${v.discardPile.length ? ` (top ${cardText(v.discardPile.at(-1))})` : ""}`,
      ),
      v.battle ? h("p", {}, `Battle question at ${posText(v.battle.at)}: ${ctx.seatName(v.battle.asked)} decides.`) : null,
      battle,
    ),
  );
}

export default {
  kind: "star-battle",
  facets,
  compose,
  primary: (a) =>
    ["endTurn", "battle", "declineBattle", "chooseHomeBase"].includes(a.type) || (a.type === "discard" && a.cards.length === 0),
  label,
  describe,
  render(ctx) {
    return h("div.sb", { dataset: { board: "star-battle" } }, renderChart(ctx), renderHand(ctx), renderInfo(ctx));
  },
};
