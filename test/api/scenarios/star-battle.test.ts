// Star Battle rules that random play never reaches, driven over HTTP into the situation and checked by
// their effect. Each title names its rule id: the rule-coverage report (npm run coverage:rules) reads them.
import { describe, it } from "vitest";
import { resignsByForfeit } from "./replay";

const KIND = "star-battle";

describe("Star Battle scenarios over HTTP", () => {
  it("SB 6.6 a player who resigns loses by forfeit, and the feed records it", async () => {
    await resignsByForfeit(KIND, (seat) => ({ type: "LordResigned", seat: seat }));
  });
});
