// Every game kind through the API conformance suite (kind-suite.ts), over REST and GraphQL.
// Options keep the REST games short; a game still going after its moves is ended by resignation.
import { kindSuite, oneOfInput } from "./kind-suite";

kindSuite({ kind: "star-battle", moves: 60 });
kindSuite({ kind: "last-starfighter", moves: 80 });
kindSuite({
  kind: "iron-stars",
  moves: 40,
  // A fleet is bought by design or by class; the GraphQL input names only that.
  toInput: (a) =>
    a.type === "buyFleet"
      ? { buyFleet: { ships: a.ships.map((x: any) => ("design" in x ? { design: x.design } : { class: x.class })) } }
      : oneOfInput(a),
});
kindSuite({
  kind: "barnards-star",
  options: { turnLimit: 4, naronianPoints: 20, terranBowl: { DN: 1, BB: 1, BC: 1, DD: 1, TN: 1, jumpTN: 1 } },
  moves: 60,
  // The input spells a teleport's destination `to`.
  toInput: (a) => {
    const { teleportTo, ...rest } = a;
    const input = oneOfInput(rest);
    if (teleportTo !== undefined) (input[a.type] as Record<string, unknown>).to = teleportTo;
    return input;
  },
});
kindSuite({ kind: "double-star", moves: 60 });
