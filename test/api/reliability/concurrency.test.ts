// Concurrency (docs/RELIABILITY.md): many simultaneous submissions against one game at one
// version — exactly one wins, the rest get 409 STALE_VERSION; the same Idempotency-Key retried
// concurrently gives one log entry and identical answers. Over REST and GraphQL together, for
// every registered kind.
import { describe, expect, it } from "vitest";
import { api, gql } from "../helpers";
import { games, moverKey, newGame, roomFacts, runs, tally } from "./support";

const BURST = 12;

/** The mover's key, seat and choices now. */
async function mover(id: string, players: { id: string; apiKey: string; name: string }[]) {
  const game = (await api("GET", `/v1/games/${id}`)).body;
  const key = moverKey(game, players);
  if (!key) return null;
  const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
  const choices: unknown[] = mine.pending.find((p: any) => p.seat === mine.you.seat)?.choices ?? [];
  const suggested = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
  return {
    key,
    version: mine.version as number,
    status: mine.status as string,
    choices: choices.length ? choices : [suggested],
    suggested,
  };
}

describe("concurrency", () => {
  for (const kind of games.map((g) => g.id)) {
    it(`${kind}: ${BURST} simultaneous submissions at one version — exactly one wins, the rest 409`, { timeout: 300_000 }, async () => {
      const { id, players } = await newGame(kind);
      let rounds = 0;
      let requests = 0;
      for (let round = 0; round < runs(8); round++) {
        const m = await mover(id, players);
        if (m?.status !== "active") break;
        const before = await roomFacts(id);
        // Different legal choices, some sent twice, some over GraphQL's validate (a dry run must
        // not take the version), all racing for version m.version.
        const answers = await Promise.all(
          Array.from({ length: BURST }, (_, i) => {
            const action = i === 0 ? m.suggested : m.choices[i % m.choices.length];
            return api("POST", `/v1/games/${id}/actions`, { key: m.key, body: { action, expectedVersion: m.version } });
          }).concat(
            Array.from({ length: 3 }, () =>
              api("POST", `/v1/games/${id}/actions/validate`, { key: m.key, body: { action: m.suggested, expectedVersion: m.version } }),
            ),
          ),
        );
        const acts = answers.slice(0, BURST);
        requests += answers.length;
        const won = acts.filter((r) => r.status === 200);
        expect(won, JSON.stringify(acts.map((r) => [r.status, r.body.code]))).toHaveLength(1);
        // Which choice wins the race decides whether it ends the game: the losers then hear
        // that the game is over rather than that their version is stale.
        const over = won[0]!.body.game?.status === "finished";
        const refusal = over ? [409, "GAME_OVER"] : [409, "STALE_VERSION", m.version + 1];
        for (const r of acts)
          if (r.status !== 200) expect([r.status, r.body.code, ...(over ? [] : [r.body.currentVersion])]).toEqual(refusal);
        for (const r of answers.slice(BURST)) expect([200, 409]).toContain(r.status);
        const after = await roomFacts(id);
        expect(after.version).toBe(m.version + 1);
        expect(JSON.parse(after.log)).toHaveLength(JSON.parse(before.log).length + 1);
        rounds++;
      }
      tally(`concurrency ${kind}: races × submissions`, `${rounds} × ${BURST + 3} (${requests} requests)`);
      expect(rounds).toBeGreaterThan(0);
    });

    it(`${kind}: one Idempotency-Key retried ${BURST} times at once — one log entry, identical answers`, { timeout: 300_000 }, async () => {
      const { id, players } = await newGame(kind);
      let rounds = 0;
      for (let round = 0; round < runs(6); round++) {
        const m = await mover(id, players);
        if (m?.status !== "active") break;
        const before = await roomFacts(id);
        const headers = { "idempotency-key": `race-${round}-${id}` };
        const answers = await Promise.all(
          Array.from({ length: BURST }, () =>
            api("POST", `/v1/games/${id}/actions`, { key: m.key, headers, body: { action: m.suggested, expectedVersion: m.version } }),
          ),
        );
        for (const r of answers) expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(new Set(answers.map((r) => JSON.stringify([r.body.version, r.body.events]))).size).toBe(1);
        const after = await roomFacts(id);
        expect(after.version).toBe(m.version + 1);
        expect(JSON.parse(after.log)).toHaveLength(JSON.parse(before.log).length + 1);
        expect(after.idempotency).toBe(before.idempotency + 1);
        // The same key with another body, concurrently with its own retries: refused, never applied.
        const other = m.choices.find((c) => JSON.stringify(c) !== JSON.stringify(m.suggested)) ?? { type: "no-such-action" };
        const mixed = await Promise.all([
          api("POST", `/v1/games/${id}/actions`, { key: m.key, headers, body: { action: other, expectedVersion: m.version } }),
          api("POST", `/v1/games/${id}/actions`, { key: m.key, headers, body: { action: m.suggested, expectedVersion: m.version } }),
        ]);
        expect([mixed[0].status, mixed[0].body.code]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
        expect([mixed[1].status, mixed[1].body.version]).toEqual([200, answers[0]!.body.version]);
        expect((await roomFacts(id)).log).toBe(after.log);
        rounds++;
      }
      tally(`idempotency ${kind}: concurrent retries`, `${rounds} × ${BURST + 2}`);
      expect(rounds).toBeGreaterThan(0);
    });
  }

  it("REST and GraphQL racing for the same version: exactly one wins", { timeout: 120_000 }, async () => {
    const { id, players } = await newGame("star-battle");
    const m = (await mover(id, players))!;
    const action = m.suggested as Record<string, unknown>;
    const { type, ...fields } = action;
    const input = type === "endTurn" ? { endTurn: true } : { [type as string]: fields };
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        api("POST", `/v1/games/${id}/actions`, { key: m.key, body: { action, expectedVersion: m.version } }),
      ),
      ...Array.from({ length: 6 }, () =>
        gql(
          `mutation($id: ID!, $a: StarBattleActionInput!, $v: Int) { playStarBattle(gameId: $id, action: $a, expectedVersion: $v) { __typename ... on Problem { code } } }`,
          { id, a: input, v: m.version },
          m.key,
        ),
      ),
    ]);
    const rest = answers.slice(0, 6).filter((r) => r.status === 200).length;
    const graph = answers.slice(6).filter((r) => (r.body as any).data?.playStarBattle?.__typename === "StarBattlePlayed").length;
    expect(rest + graph).toBe(1);
    expect((await roomFacts(id)).version).toBe(m.version + 1);
  });

  // Found here: a retry of the move that ends the game, with the same Idempotency-Key, is
  // answered 409 GAME_OVER instead of the first answer. GameRoom.act checks that the game is
  // still on (checkActor) before it looks the key up, so a bot whose winning move's answer was
  // lost cannot learn that it was applied. Fix (durable-objects/game-room.ts): look the key up
  // before refusing a finished game.
  it("a retry of the game's last move with its Idempotency-Key gets the first answer, not GAME_OVER", { timeout: 300_000 }, async () => {
    const { id, players } = await newGame("star-battle", { options: { turnLimit: 10, battle: "decisive" } });
    for (let i = 0; i < 500; i++) {
      const m = await mover(id, players);
      if (m?.status !== "active") break;
      const headers = { "idempotency-key": `move-${i}` };
      const first = await api("POST", `/v1/games/${id}/actions`, {
        key: m.key,
        headers,
        body: { action: m.suggested, expectedVersion: m.version },
      });
      expect(first.status).toBe(200);
      if (first.body.game.status === "finished") {
        const retry = await api("POST", `/v1/games/${id}/actions`, {
          key: m.key,
          headers,
          body: { action: m.suggested, expectedVersion: m.version },
        });
        expect([retry.status, retry.body.version]).toEqual([200, first.body.version]);
        return;
      }
    }
    throw new Error("the game did not end");
  });
});
