import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { starBattle, type StarBattleState, type StarBattleView } from "../../../src/games/star-battle";
import { optionsSchema } from "../../../src/games/star-battle/options";
import { play, stage2 } from "./helpers";

/** Every string anywhere inside a JSON value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

function given(): StarBattleState {
  return stage2({
    options: { setup: "unknown-universe" },
    homeBases: { lord1: [0, 0], lord2: [4, 4] },
    cells: [
      { at: [0, 0], card: "5D", ships: { lord1: [1, 1] } },
      { at: [1, 0], card: "KS", faceUp: false },
      { at: [4, 4], card: "6D", ships: { lord2: [1, 0] } },
    ],
    hands: { lord1: ["2C", "3H"], lord2: ["QH", "JD"] },
  });
}

describe("SB 0.4 Secret Information", () => {
  it("SB 0.4 a lord sees his own hand and only the size of the others'", () => {
    const v = starBattle.view(given(), "lord1") as StarBattleView;
    expect(v.hand).toEqual(["2C", "3H"]);
    expect(v.lords.find((l) => l.seat === "lord2")).toMatchObject({ handSize: 2, scouts: 1, dreadnoughts: 0 });
    expect(strings(v)).not.toContain("QH");
    expect(strings(v)).not.toContain("JD");
  });

  it("SB 0.4 a spectator sees no hand at all", () => {
    const v = starBattle.view(given(), null) as StarBattleView;
    expect(v.hand).toBeNull();
    for (const card of ["2C", "3H", "QH", "JD"]) expect(strings(v)).not.toContain(card);
  });

  it("SB 0.4 face-down cards are only 'hidden' with a position; the deck is only a count", () => {
    const s = given();
    const v = starBattle.view(s, "lord1") as StarBattleView;
    expect(v.chart.find((c) => c.x === 1 && c.y === 0)).toMatchObject({ card: "hidden", ships: [] });
    expect(strings(v)).not.toContain("KS");
    expect(v.deckSize).toBe(s.deck.length);
    for (const card of s.deck) expect(strings(v)).not.toContain(card);
  });

  it("SB 0.4 the view shows the public board: ships, home bases, control, turn, discard pile", () => {
    const s = given();
    s.discard.push(s.deck.pop()!);
    const v = starBattle.view(s, "lord2") as StarBattleView;
    expect(v.chart.find((c) => c.x === 0 && c.y === 0)).toEqual({
      x: 0,
      y: 0,
      card: "5D",
      ships: [{ seat: "lord1", scouts: 1, dreadnoughts: 1 }],
      controller: "lord1",
      core: false,
      homeBaseOf: ["lord1"],
    });
    expect(v.turn).toEqual({ seat: "lord1", number: 1, acted: false, freeMoves: 0 });
    expect(v.awaiting).toEqual(["lord1"]);
    expect(v.discardPile).toEqual(s.discard);
    expect(v.phase).toBe("turn");
  });

  it("SB 0.4 drawn cards are redacted for everyone but the drawer, who keeps the count", () => {
    const s = given();
    const { events } = play(s, "lord1", { type: "discard", cards: ["2C", "3H"] });
    const drawn = events.find((e) => e.type === "CardsDrawn")!;
    expect(starBattle.redact(drawn, "lord1")).toEqual(drawn);
    expect(starBattle.redact(drawn, "lord2")).toEqual({ type: "CardsDrawn", seat: "lord1", count: 2 });
    expect(starBattle.redact(drawn, null)).toEqual({ type: "CardsDrawn", seat: "lord1", count: 2 });
  });

  it("SB 0.4 through whole games no view or redacted event shows a viewer any of its secrets", () => {
    for (const options of [{}, { setup: "unknown-universe", players: 3 }]) {
      const opts = optionsSchema.parse(options);
      let state = starBattle.setup(opts, new Rng("secret", "setup"));
      const viewers = [...state.seats, null];
      for (let step = 0; !starBattle.outcome(state) && step < 400; step++) {
        const seat = starBattle.pending(state)[0]!.seat;
        const action = starBattle.bot(state, seat, new Rng("secret", `bot:${step}`));
        const r = starBattle.apply(state, seat, action, new Rng("secret", `action:${step}`));
        if (!r.ok) throw new Error(r.code);
        state = r.state;
        for (const viewer of viewers) {
          const secret = new Set(starBattle.secrets(state, viewer));
          const seen = [...strings(starBattle.view(state, viewer)), ...strings(r.events.map((e) => starBattle.redact(e, viewer)))];
          for (const str of seen) expect(secret.has(str), `${String(viewer)} saw ${str}`).toBe(false);
        }
      }
    }
  });
});
