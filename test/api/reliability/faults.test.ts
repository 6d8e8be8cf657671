// Faults (docs/RELIABILITY.md): the game's Durable Object aborted mid-request, between an
// action's commit and its webhook delivery, and while a snapshot is written. The game must come
// back with nothing lost and nothing applied twice, and webhooks must be delivered as Standard
// Webhooks allows: at least once, a repeat only after a crash between sending and recording it,
// and then with the same webhook-id.
import { abortAllDurableObjects, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { replay } from "../../../src/engine/runner";
import { advance, api, drain, received, stubOf, subscribe } from "../helpers";
import { inRoom, moverKey, newGame, roomFacts, runs, tally, withFault, type Player } from "./support";

const HOOKS = "https://hooks.example.com";

/** Everything that must hold of a room after any fault: the log is whole and state is its fold. */
async function expectIntegrity(id: string): Promise<number> {
  return inRoom(id, (room): number => {
    const { session, ports } = room.seams;
    const live = session.started();
    const entries = ports.store.entries(0);
    expect(entries.map((e) => e.version)).toEqual(entries.map((_, i) => i + 1));
    expect(live.version).toBe(entries.length);
    const initial = ports.store.snapshotAtOrBefore(0)!.state;
    // The live state, the state after reloading (snapshots + tail) and a fold of the whole log
    // from set-up (no snapshots) are one and the same.
    const folded = replay(live.game, initial, entries, live.seed, (v) => session.stateAt(v));
    expect(JSON.stringify(folded)).toBe(JSON.stringify(live.state));
    expect(JSON.stringify(session.stateAt(live.version))).toBe(JSON.stringify(live.state));
    return live.version;
  });
}

/** Snapshots on disk equal the fold of the log up to their version. */
async function expectSnapshotsTrue(id: string): Promise<number[]> {
  return inRoom(id, (room, state): number[] => {
    const { session, ports } = room.seams;
    const live = session.started();
    const versions = state.storage.sql
      .exec<{ version: number }>("SELECT version FROM snapshots ORDER BY version")
      .toArray()
      .map((r) => r.version);
    const initial = ports.store.snapshotAtOrBefore(0)!.state;
    for (const v of versions) {
      const folded = replay(live.game, initial, ports.store.entries(0, v), live.seed, (x) => session.stateAt(x));
      expect(JSON.stringify(ports.store.snapshotAtOrBefore(v)!.state), `snapshot ${v}`).toBe(JSON.stringify(folded));
    }
    return versions;
  });
}

async function suggestion(id: string, players: Player[]) {
  const game = (await api("GET", `/v1/games/${id}`)).body;
  const key = moverKey(game, players);
  if (!key || game.status !== "active") return null;
  const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
  return { key, action, version: game.version as number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Counts the room's D1 batches (their statement counts into `into`); the first `failing` of them
 * fail. The room's env is the test worker's own: `restore` puts the binding back.
 */
function countBatches(room: unknown, into: number[], failing = 0): { restore(): void } {
  const env = (room as { env: Env }).env;
  const db = env.DIRECTORY;
  env.DIRECTORY = withFault(db, {
    batch: (statements: D1PreparedStatement[]) => {
      into.push(statements.length);
      if (into.length <= failing) return Promise.reject(new Error("injected: D1 unavailable"));
      return db.batch(statements);
    },
  }) as D1Database;
  return {
    restore: () => {
      env.DIRECTORY = db;
    },
  };
}

describe("faults", () => {
  it("the room aborted at random points mid-request, past the first snapshot: retries apply each move once, the log folds to the state", {
    timeout: 600_000,
  }, async () => {
    let aborts = 0;
    let clientErrors = 0;
    let committedDespiteError = 0;
    let moves = 0;
    let id = "";
    // The dice decide how long a game lasts; a rare one is won before its 64th entry, so play
    // another until one passes the first snapshot.
    for (let attempt = 0; attempt < 5 && (!id || (await roomFacts(id)).version! < 64); attempt++) {
      const game = await newGame("star-battle", { options: { players: 6 } });
      id = game.id;
      const players = game.players;
      for (let i = 0; i < 400; i++) {
        const s = await suggestion(id, players);
        if (!s || s.version >= Math.max(70, runs(70))) break;
        const headers = { "idempotency-key": `move-${s.version}` };
        const body = { action: s.action, expectedVersion: s.version };
        let first: { status: number } | null = null;
        if (i % 2 === 0) {
          // Race an abort against the request, at a random moment.
          const [r] = await Promise.all([
            api("POST", `/v1/games/${id}/actions`, { key: s.key, headers, body }).catch(() => ({ status: 599 })),
            sleep(Math.floor(Math.random() * 15)).then(() => abortAllDurableObjects()),
          ]);
          first = r;
          aborts++;
        } else first = await api("POST", `/v1/games/${id}/actions`, { key: s.key, headers, body });
        const logged = (await roomFacts(id)).version!;
        if (first.status !== 200) {
          clientErrors++;
          if (logged === s.version + 1) committedDespiteError++;
        }
        // The client retries with the same key until it has an answer: applied exactly once.
        const retry = await api("POST", `/v1/games/${id}/actions`, { key: s.key, headers, body });
        expect(retry.status, JSON.stringify([retry.body, first, s])).toBe(200);
        expect(retry.body.version).toBe(s.version + 1);
        expect((await roomFacts(id)).version).toBe(s.version + 1);
        moves++;
      }
    }
    const version = await expectIntegrity(id);
    expect(version).toBeGreaterThanOrEqual(64);
    expect(await expectSnapshotsTrue(id)).toContain(64);
    tally("faults: moves with the room aborted mid-request (aborts / moves)", `${aborts} / ${moves}`);
    tally("faults: client saw an error / the move had been committed anyway", `${clientErrors} / ${committedDespiteError}`);
  });

  it("a crash inside the snapshot's transaction rolls the whole entry back; the retry lands once and the snapshot is true", {
    timeout: 300_000,
  }, async () => {
    let id = "";
    let s: Awaited<ReturnType<typeof suggestion>> = null;
    // A game the dice end before version 63 is replaced by another.
    for (let attempt = 0; attempt < 5 && s?.version !== 63; attempt++) {
      const game = await newGame("star-battle", { options: { players: 6 } });
      id = game.id;
      for (s = await suggestion(id, game.players); s && s.version < 63; s = await suggestion(id, game.players)) {
        expect((await api("POST", `/v1/games/${id}/actions`, { key: s.key, body: { action: s.action } })).status).toBe(200);
      }
    }
    if (!s) throw new Error("five games in a row ended before version 63");
    expect(s.version).toBe(63);
    const before = await roomFacts(id);
    await inRoom(id, ({ seams: { ports } }) => {
      ports.store = withFault(ports.store, {
        writeSnapshot: () => {
          throw new Error("injected: the disk failed while writing snapshot 64");
        },
      });
    });
    const failed = await api("POST", `/v1/games/${id}/actions`, {
      key: s.key,
      headers: { "idempotency-key": "snap" },
      body: { action: s.action, expectedVersion: 63 },
    });
    expect(failed.status).toBe(500);
    const during = await roomFacts(id);
    expect({ ...during, meta: "" }).toEqual({ ...before, meta: "" }); // log, state, outbox, idempotency untouched
    await abortAllDurableObjects();
    expect(await roomFacts(id)).toEqual(before);
    const retry = await api("POST", `/v1/games/${id}/actions`, {
      key: s.key,
      headers: { "idempotency-key": "snap" },
      body: { action: s.action, expectedVersion: 63 },
    });
    expect([retry.status, retry.body.version]).toEqual([200, 64]);
    expect(await expectSnapshotsTrue(id)).toEqual([0, 64]);
    await abortAllDurableObjects();
    expect(await expectIntegrity(id)).toBe(64);
  });

  // Found here: commit() updates the room's in-memory meta (status, updatedAt, clocks) before
  // its transaction, so when the transaction fails on the move that ends the game the room goes
  // on answering "finished" (and refusing moves with 409 GAME_OVER) although the log does not
  // hold the move — until the object is evicted. Fix (durable-objects/game-room.ts): change a
  // copy of meta and assign it after the transaction, as live.state already is.
  it("a failed commit of the game's last move leaves the game active in memory as on disk", { timeout: 300_000 }, async () => {
    const { id, players } = await newGame("star-battle", { options: { turnLimit: 10, battle: "decisive" } });
    await inRoom(id, ({ seams: { ports } }) => {
      const store = ports.store;
      ports.store = withFault(store, {
        writeMeta: (meta) => {
          if (meta.status === "finished") throw new Error("injected: crash while committing the last move");
          store.writeMeta(meta);
        },
      });
    });
    for (let i = 0; i < 500; i++) {
      const s = await suggestion(id, players);
      if (!s) break;
      const r = await api("POST", `/v1/games/${id}/actions`, { key: s.key, body: { action: s.action, expectedVersion: s.version } });
      if (r.status === 500) {
        const game = (await api("GET", `/v1/games/${id}`)).body;
        expect([game.version, game.status]).toEqual([s.version, "active"]);
        return;
      }
      expect(r.status).toBe(200);
    }
    throw new Error("never reached the last move");
  });

  it("aborted between each move's commit and its delivery: every notification is delivered exactly once", {
    timeout: 300_000,
  }, async () => {
    const { id, players } = await newGame("last-starfighter");
    await Promise.all(players.map((p) => subscribe(p.apiKey, { url: `${HOOKS}/plain/abort-${p.id}` })));
    let moves = 0;
    for (let i = 0; i < runs(12); i++) {
      const s = await suggestion(id, players);
      if (!s) break;
      expect(
        (await api("POST", `/v1/games/${id}/actions`, { key: s.key, body: { action: s.action, expectedVersion: s.version } })).status,
      ).toBe(200);
      await abortAllDurableObjects(); // before the alarm has run
      moves++;
    }
    await drain(id);
    await abortAllDurableObjects();
    await drain(id);
    const expected = await inRoom(
      id,
      (_room, state) => state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM deliveries").one().n,
    );
    const got = (await Promise.all(players.map((p) => received(`/plain/abort-${p.id}`)))).flat();
    const ids = got.map((r) => r.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(ids.length); // nothing twice
    expect(ids.length).toBe(expected); // nothing lost
    const unfanned = await inRoom(
      id,
      (_room, state) => state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM notifications WHERE fanned_out = 0").one().n,
    );
    expect(unfanned).toBe(0);
    // Every version that moved the game is in a game.action or decision.required delivery.
    const versions = new Set(got.map((r) => JSON.parse(r.body).data.version));
    expect(versions.size).toBeGreaterThan(0);
    tally("faults: moves aborted before delivery / deliveries, each exactly once", `${moves} / ${ids.length}`);
  });

  it("a crash after sending a delivery but before recording it: sent again after restart with the same webhook-id, and no more", {
    timeout: 300_000,
  }, async () => {
    const { id, players } = await newGame("star-battle");
    const s = (await suggestion(id, players))!;
    // game.action goes to the seats that did not act: watch from the other seat.
    const watcher = players.find((p) => p.apiKey !== s.key)!;
    const path = `/plain/crash-${watcher.id}`;
    await subscribe(watcher.apiKey, { url: `${HOOKS}${path}`, events: ["game.action"] });
    await drain(id); // what the start left in the outbox goes first, recorded as usual
    await inRoom(id, ({ seams: { ports } }) => {
      ports.outbox = withFault(ports.outbox, {
        update: () => {
          throw new Error("injected: crash after the POST, before the attempt is recorded");
        },
      });
    });
    expect(
      (await api("POST", `/v1/games/${id}/actions`, { key: s.key, body: { action: s.action, expectedVersion: s.version } })).status,
    ).toBe(200);
    // The move's game.action goes out from the alarm, which then fails; the platform retries a
    // failed alarm, and each retry sends again: at least once, never recorded, always the same.
    for (let i = 0; i < 100 && (await received(path)).length === 0; i++) {
      await runDurableObjectAlarm(stubOf(id)).catch(() => undefined);
      await sleep(20);
    }
    const sent = await received(path);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    await abortAllDurableObjects(); // the fault is gone with the crashed instance
    await drain(id);
    const all = await received(path);
    expect(all.length).toBeGreaterThan(sent.length - 1);
    expect(new Set(all.map((r) => r.headers["webhook-id"])).size).toBe(1);
    expect(new Set(all.map((r) => r.body)).size).toBe(1);
    // Recorded as delivered now: nothing more is ever sent.
    await advance(id, 7 * 24 * 3_600_000);
    await drain(id);
    expect(await received(path)).toHaveLength(all.length);
    const status = await inRoom(id, (_room, state) =>
      state.storage.sql.exec<{ status: string }>("SELECT status FROM deliveries").toArray(),
    );
    expect(status).toEqual([{ status: "delivered" }]);
  });

  it("a webhook bot's answer applied, then a crash before the delivery is recorded: the repeats are refused as stale, nothing applied twice", {
    timeout: 300_000,
  }, async () => {
    const { id, players, bySeat } = await newGame("star-battle");
    const first = (await suggestion(id, players))!;
    const other = players.find((p) => p.apiKey !== first.key)!;
    await inRoom(id, ({ seams: { ports } }) => {
      const outbox = ports.outbox;
      ports.outbox = withFault(outbox, {
        update: (d) => {
          if (d.status === "delivered") throw new Error("injected: crash after the bot's answer was applied");
          outbox.update(d);
        },
      });
    });
    await subscribe(other.apiKey, { url: `${HOOKS}/bot/crash-${other.id}`, bot: true, events: ["decision.required"] });
    expect(
      (await api("POST", `/v1/games/${id}/actions`, { key: first.key, body: { action: first.action, expectedVersion: first.version } }))
        .status,
    ).toBe(200);
    // The room's alarm sends the decision to the bot, applies its answer, then crashes; the
    // platform retries the alarm, which sends the same decision again.
    for (let i = 0; i < 100 && (await received(`/bot/crash-${other.id}`)).length < 3; i++) await sleep(50);
    await abortAllDurableObjects();
    await drain(id);
    const sent = (await received(`/bot/crash-${other.id}`)).map((r) => ({
      id: r.headers["webhook-id"],
      version: JSON.parse(r.body).data.version as number,
    }));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const facts = await roomFacts(id);
    const log = JSON.parse(facts.log) as { version: number; seat: string }[];
    const seatOfOther = Object.keys(bySeat).find((s) => bySeat[s]!.id === other.id)!;
    // Each decision the bot was sent — however many times — was applied exactly once, at the
    // version after the one it was sent at.
    for (const v of new Set(sent.map((s) => s.version))) {
      expect(
        log.filter((e) => e.version === v + 1 && e.seat === seatOfOther),
        `decision at v${v}`,
      ).toHaveLength(1);
      expect(new Set(sent.filter((s) => s.version === v).map((s) => s.id)).size).toBe(1);
    }
    expect(await expectIntegrity(id)).toBe(facts.version);
    tally("faults: bot decisions sent / sends (repeats refused as stale)", `${new Set(sent.map((s) => s.version)).size} / ${sent.length}`);
  });

  // The check goes alone for a reader without a seat, and with the room's read of who listens for a seat's.
  it.each([
    ["a reader without a seat", false],
    ["a seated player's read", true],
  ])(
    "after a crash between a move's commit and its index write, the room reloaded by %s brings the directory (lobby, awaiting me) up to date",
    {
      timeout: 60_000,
    },
    async (_, seated) => {
      const { id, players } = await newGame("star-battle");
      const s = (await suggestion(id, players))!;
      await inRoom(id, ({ seams: { ports } }) => {
        ports.clock.offset += 1000; // the start's index write is a window old: the move writes at once
        ports.writeIndex = async () => {
          throw new Error("injected: crash after the commit, before the index write");
        };
      });
      expect((await api("POST", `/v1/games/${id}/actions`, { key: s.key, body: { action: s.action } })).status).toBe(500);
      const listed = async () => (await api("GET", `/v1/games?mine=true`, { key: s.key })).body.games.find((g: any) => g.id === id);
      expect((await listed()).version, "the directory is a move behind").toBe(s.version);
      await abortAllDurableObjects();
      expect((await api("GET", `/v1/games/${id}`, seated ? { key: s.key } : {})).body.version).toBe(s.version + 1); // reloads the room
      let row = await listed();
      for (let i = 0; i < 50 && row.version !== s.version + 1; i++) {
        await sleep(20);
        row = await listed();
      }
      expect(row.version).toBe(s.version + 1);
    },
  );

  // A cold move commits first, its notifications held, and reads who listens after (with its
  // directory row): docs/ROOM.md, "A cold move". A commit that fails sends nothing to D1.
  it("a cold move whose commit fails reads nothing and writes nothing in the directory", { timeout: 60_000 }, async () => {
    const { id, players } = await newGame("star-battle");
    const s = (await suggestion(id, players))!;
    const batches: number[] = [];
    const written: number[] = [];
    const env = await inRoom(id, async (room) => {
      const { ports } = room.seams;
      ports.clock.offset += 1000; // the start's index write is a window old: the move's row is due
      await room.listenersChanged(); // who listens is unknown again, as in a room loaded after an eviction
      // The log row: every commit writes it (a move that changes no more than the book writes no meta).
      ports.store = withFault(ports.store, {
        append: () => {
          throw new Error("injected: the disk failed while committing the move");
        },
      });
      const write = ports.writeIndex;
      ports.writeIndex = async (row) => {
        written.push(row.version);
        await write(row);
      };
      return countBatches(room, batches);
    });
    try {
      expect((await api("POST", `/v1/games/${id}/actions`, { key: s.key, body: { action: s.action } })).status).toBe(500);
      await inRoom(id, (room) => room.seams.settled());
      expect(batches, "no read, no row").toEqual([]);
      expect(written).toEqual([]);
      expect((await api("GET", `/v1/games/${id}`, { key: s.key })).body.version).toBe(s.version);
    } finally {
      env.restore();
    }
  });

  it("a cold move whose read of who listens fails after its commit stands; the alarm reads again, tells the listener and writes the row", {
    timeout: 60_000,
  }, async () => {
    const { id, players } = await newGame("star-battle");
    for (const p of players) await subscribe(p.apiKey, { url: `${HOOKS}/plain/heldfail-${p.id}`, gameId: id });
    await drain(id);
    const s = (await suggestion(id, players))!;
    const other = players.find((p) => p.apiKey !== s.key)!;
    const before = (await received(`/plain/heldfail-${other.id}`)).length;
    const batches: number[] = [];
    const env = await inRoom(id, async (room) => {
      room.seams.ports.clock.offset += 1000; // the move's row is due: it goes with the read
      await room.listenersChanged();
      return countBatches(room, batches, 1);
    });
    try {
      expect((await api("POST", `/v1/games/${id}/actions`, { key: s.key, body: { action: s.action } })).status).toBe(200);
      const version = await inRoom(id, async (room) => {
        await room.seams.settled();
        return room.seams.session.version;
      });
      expect(batches[0], "the read went with the row (who listens 2, the mutes 1, the row 3), and failed").toBe(6);
      expect(version, "the move stands").toBe(s.version + 1);
      // Only an alarm can read again now (nothing else is asked of the room): drain runs the alarm
      // the failed read set, if it has not already run.
      await drain(id);
      const held = await inRoom(
        id,
        (_room, state) => state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM notifications WHERE fanned_out = 2").one().n,
      );
      expect(held, "none held any more").toBe(0);
      expect(batches.length, "read again").toBeGreaterThan(1);
      expect((await received(`/plain/heldfail-${other.id}`)).length, "the listener hears of the move").toBeGreaterThan(before);
      const listed = (await api("GET", "/v1/games?mine=true", { key: s.key })).body.games.find((g: any) => g.id === id);
      expect(listed.version, "the alarm wrote the row").toBe(s.version + 1);
    } finally {
      env.restore();
    }
  });

  it("a room that died after a cold move's commit, before its read answered, resolves the held notifications when loaded again", {
    timeout: 60_000,
  }, async () => {
    const heard = await newGame("star-battle");
    const quiet = await newGame("star-battle");
    for (const p of heard.players) await subscribe(p.apiKey, { url: `${HOOKS}/plain/helddied-${p.id}`, gameId: heard.id });
    await drain(heard.id);
    for (const { id } of [heard, quiet]) {
      // The move's notifications, written held (as a cold move's commit leaves them) and never resolved.
      await inRoom(id, async (room) => {
        const { session, ports } = room.seams;
        const seat = session.awaiting()[0]!;
        const { action } = (session.suggest(seat) as { ok: true; value: { action: unknown } }).value;
        const proposed = session.propose(seat, { action });
        if (!proposed.ok) throw new Error("the suggestion was refused");
        ports.outbox.hold(() => session.commit(proposed.value.entry, proposed.value.result));
      });
      await abortAllDurableObjects();
      const loaded = await inRoom(id, async (_room, state) => ({ alarm: await state.storage.getAlarm() }));
      expect(loaded.alarm, "held notifications found at load are work: the alarm resolves them").not.toBeNull();
      await drain(id);
      const rows = await inRoom(id, (_room, state) =>
        state.storage.sql.exec<{ fanned_out: number; player_id: string }>("SELECT fanned_out, player_id FROM notifications").toArray(),
      );
      expect(
        rows.filter((r) => r.fanned_out === 2),
        "none held any more",
      ).toEqual([]);
      if (id === quiet.id) expect(rows, "nobody listens: deleted").toEqual([]);
      else expect(rows.length, "the listeners': kept and fanned out").toBeGreaterThan(0);
    }
    const got = (await Promise.all(heard.players.map((p) => received(`/plain/helddied-${p.id}`)))).flat();
    expect(got.length, "delivered").toBeGreaterThan(0);
  });

  // Found here: when the room dies after committing a move but before it has set its alarm
  // (#afterCommit), nothing sets the alarm again when the room comes back: the move's
  // notifications (a bot's decision.required among them) wait in the outbox until some later
  // move, which may never come. Fix (durable-objects/game-room.ts): on load, schedule the alarm
  // when the outbox has work.
  it("after a crash between a commit and setting the alarm, the reloaded room sets its alarm for the waiting notifications", {
    timeout: 120_000,
  }, async () => {
    const { id, players } = await newGame("star-battle");
    await subscribe(players[0]!.apiKey, { url: `${HOOKS}/plain/alarm-${players[0]!.id}` });
    await subscribe(players[1]!.apiKey, { url: `${HOOKS}/plain/alarm-${players[1]!.id}` });
    await drain(id);
    await inRoom(id, async ({ seams: { ports } }, state) => {
      await state.storage.deleteAlarm();
      ports.setAlarm = async () => {
        throw new Error("injected: crash after the commit, before the alarm is set");
      };
    });
    const s = (await suggestion(id, players))!;
    expect((await api("POST", `/v1/games/${id}/actions`, { key: s.key, body: { action: s.action } })).status).toBe(500);
    await abortAllDurableObjects();
    const after = await inRoom(id, async ({ seams }, state) => ({
      work: seams.ports.outbox.nextWork(),
      alarm: await state.storage.getAlarm(),
      version: seams.session.version,
    }));
    expect(after.version).toBe(1);
    expect(after.work, "the outbox holds the move's notifications").not.toBeNull();
    expect(after.alarm, "an alarm is set to deliver them").not.toBeNull();
  });
});
