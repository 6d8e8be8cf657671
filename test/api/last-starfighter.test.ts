// The Last Starfighter over the API, inside workerd: duels over REST and GraphQL, secret and
// sealed orders, target practice against the drone the server flies, and design limits.
import { describe, expect, it } from "vitest";
import { api, gql, registerPlayer, seededStartedGame, startedGame } from "./helpers";
import { PROBLEM, act, feed, plain, read, seatKeys } from "./kind-suite";

const KIND = "last-starfighter";
const ORDER_PROMPTS = ["aimTurret", "setHeading", "fire"];
const PHASE_OF: Record<string, string> = { aimTurret: "turret", setHeading: "heading", fire: "fire" };

/** Every feed entry the key may see after `after`. */
/**
 * A decent pilot: aims the turret where the opponent is now, flies straight (lowest To-Hit
 * Number) or takes the built-in bot's heading, fires every laser that bears, always re-engages.
 */
async function pick(id: string, key: string, me: any, headings: "straight" | "suggested"): Promise<any> {
  const decision = me.pending.find((p: any) => p.seat === me.you.seat);
  const choices: any[] = decision.choices;
  expect(choices.length, decision.prompt).toBeGreaterThan(0);
  switch (decision.prompt) {
    case "aimTurret":
      return choices.find((c) => c.sector === me.view.wheel.viewPort);
    case "setHeading": {
      if (headings === "straight") return choices[0];
      const s = await api("POST", `/v1/games/${id}/suggest`, { key });
      expect(s.status).toBe(200);
      expect(choices).toContainEqual(s.body.action);
      return s.body.action;
    }
    case "fire":
      return choices.reduce((a, b) => (b.weapons.length > a.weapons.length ? b : a));
    case "reengage":
      return { type: "decideReengage", reengage: true };
    default:
      return choices[0];
  }
}

/** How a finished duel ended, checked against the final view. */
function checkOutcome(game: any) {
  expect(game.status).toBe("finished");
  const { outcome, view } = game;
  expect(outcome).toEqual(view.outcome);
  expect(view.phase).toBe("over");
  const lost = view.pilots.filter((p: any) => p.ship.destroyed || p.ship.pilotDead).map((p: any) => p.seat);
  if (outcome.kind === "decisive") {
    expect(lost).toHaveLength(1);
    expect(outcome.winners).toEqual(view.pilots.map((p: any) => p.seat).filter((s: string) => !lost.includes(s)));
  } else {
    expect(outcome.kind).toBe("draw");
    expect(outcome.winners).toEqual([]);
    expect(lost.length === 2 || view.turn === view.options.turnLimit || /out of range/.test(outcome.reason), outcome.reason).toBe(true);
  }
  return lost as string[];
}

// ---- sealed orders: the documented commitment, computed independently of the engine ---------

function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

async function seal(orders: unknown, nonce: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${canonicalJson(orders)}:${nonce}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const nonce = () => crypto.randomUUID().replaceAll("-", "");

// ---- GraphQL --------------------------------------------------------------------------------

const ORDERS = `
  __typename
  ... on LastStarfighterAimTurret { type sector }
  ... on LastStarfighterSetHeading { type direction clicks }
  ... on LastStarfighterFire { type weapons }`;

const ACTION = `
  __typename
  ... on LastStarfighterChooseShip { type ship }
  ... on LastStarfighterDesignShip { type maneuverPoints accuracyPoints protectionPoints name }
  ... on LastStarfighterAimTurret { type sector }
  ... on LastStarfighterSetHeading { type direction clicks }
  ... on LastStarfighterFire { type weapons }
  ... on LastStarfighterCommitOrders { type hash }
  ... on LastStarfighterRevealOrders { type nonce orders { ${ORDERS} } }
  ... on LastStarfighterDecideReengage { type reengage }
  ... on LastStarfighterDroneTurn { type }`;

const WHEELS = `seat viewPort view`;
const CARD = `kind name stabilizer targeting protection design { maneuverPoints accuracyPoints protectionPoints }`;
const TURN_REPORT = `
  turn turrets { seat sector } headings { seat direction clicks }
  droneMove { bigDie littleDie direction clicks forcedStraight }
  movement { afterHeadings { ${WHEELS} } afterMove { ${WHEELS} } final { ${WHEELS} } flyBy disengaging disengagingStreak outOfRange }
  droneTurret { roll bears } noFire
  shots { seat target weapon toHit dice total hit damage { dice total protectionLost protectionLeft special { die modifier total result weapon weaponRolls effect } } }
  lifeSupport { seat turnsLeft }`;

const VIEW = `
  viewer perspective phase turn awaiting chooser noseToNose disengagingStreak
  options { opponent designYourOwn sealedOrders turnLimit wheelTable movedPositionsOnly specialModifierByDamageTaken }
  initiative { rolls { seat roll } winner }
  startRolls { seat roll }
  wheel { viewPort view }
  pilots {
    seat name automaton wheel { viewPort view }
    ship {
      card { ${CARD} }
      protection stabilizer targeting toHit specialModifier lifeSupport turret heading { direction clicks }
      weapons { id mount damaged bearing } destroyed blownUp pilotDead
    }
  }
  orders { seat owes committed hash ordered }
  myOrder { phase label nonce order { ${ORDERS} } }
  reengage { seat answer }
  thisTurn { ${TURN_REPORT} }
  lastTurn { ${TURN_REPORT} }
  outcome { winners kind reason scores { seat score } }`;

const EVENT = `
  __typename
  ... on LastStarfighterShipChosen { type seat assigned card { ${CARD} } }
  ... on LastStarfighterStartingPositionsRolled { type rolls { seat roll } wheels { ${WHEELS} } }
  ... on LastStarfighterTurnBegan { type turn }
  ... on LastStarfighterOrderGiven { type seat phase order { ${ORDERS} } }
  ... on LastStarfighterOrdersCommitted { type seat phase hash }
  ... on LastStarfighterOrderRevealed { type seat phase nonce order { ${ORDERS} } }
  ... on LastStarfighterOrdersOpened { type phase orders { seat hash nonce order { ${ORDERS} } } }
  ... on LastStarfighterDroneMoved { type bigDie littleDie direction clicks forcedStraight }
  ... on LastStarfighterShipsMoved { type afterHeadings { ${WHEELS} } afterMove { ${WHEELS} } }
  ... on LastStarfighterFlewBy { type wheels { ${WHEELS} } }
  ... on LastStarfighterDisengagingPositionReached { type streak }
  ... on LastStarfighterFlewOutOfRange { type }
  ... on LastStarfighterDroneTurretRolled { type roll bears sector }
  ... on LastStarfighterFiringSkipped { type reason }
  ... on LastStarfighterShotFired { type seat target weapon toHit dice total hit }
  ... on LastStarfighterDamageDone { type target dice total protectionLost protectionLeft special }
  ... on LastStarfighterSpecialDamageTaken { type target die modifier total result damagedWeapon: weapon weaponRolls effect }
  ... on LastStarfighterShipDestroyed { type seat cause }
  ... on LastStarfighterLifeSupportCountedDown { type seat turnsLeft }
  ... on LastStarfighterPilotDied { type seat }
  ... on LastStarfighterReengageAnswered { type seat reengage }
  ... on LastStarfighterReengaged { type wheels { ${WHEELS} } }
  ... on LastStarfighterTurnEnded { type turn }
  ... on LastStarfighterDuelEnded { type outcome { winners kind reason } }
  ... on LastStarfighterPilotResigned { type seat }`;

const GAME = `
  ... on Game { id status version you { seat } seats { seat automaton player { id } } outcome { winners kind reason } }
  ... on LastStarfighterGame {
    view { ${VIEW} }
    pending { seat prompt text choices { ${ACTION} } }
    suggestedAction { ${ACTION} }
  }`;

const PLAY = `mutation($id: ID!, $a: LastStarfighterActionInput!, $v: Int) {
  playLastStarfighter(gameId: $id, action: $a, expectedVersion: $v) {
    __typename
    ... on LastStarfighterPlayed { version events { ${EVENT} } game { ... on Game { version status } } }
    ${PROBLEM}
  }
}`;

/** A REST view as GraphQL shapes it: the outcome's scores map becomes a list of seat scores. */
function asGraphQL(view: any): any {
  if (!view.outcome) return plain(view);
  const scores = Object.entries(view.outcome.scores ?? {}).map(([seat, score]) => ({ seat, score }));
  return plain({ ...view, outcome: { ...view.outcome, scores } });
}

/** An action as GraphQL gives it (or as REST does), turned into the @oneOf input. */
function toInput(action: any): Record<string, unknown> {
  const { type, ...fields } = plain(action);
  if (type === "droneTurn") return { droneTurn: true };
  if (type === "revealOrders") return { revealOrders: { nonce: fields.nonce, orders: toInput(fields.orders) } };
  return { [type]: fields };
}

describe("The Last Starfighter over REST", () => {
  it("two pilots fly a duel to a kill; while both owe secret orders neither can read the other's order before the phase opens", {
    timeout: 30_000,
  }, async () => {
    // A server seed chosen so that this duel ends in a kill (pilot 2's Deck Fighter, turn 5); with
    // another seed the same flight may end in a draw, which the other tests cover.
    const { alice, bob, id } = await seededStartedGame(KIND, { turnLimit: 30 }, "lsf-duel-0");
    const keys = seatKeys(await read(id, alice.apiKey), [alice, bob]);
    const other = (seat: string) => Object.keys(keys).find((s) => s !== seat)!;
    // The bot's headings for two turns, then straight: a duel of a few seconds that ends in a kill or a draw.
    const headings = (g: any) => (g.view.turn <= 2 ? "suggested" : "straight");
    let game = await read(id, alice.apiKey);
    let simultaneous = 0;

    for (let i = 0; game.status === "active" && i < 500; i++) {
      if (["turret", "heading", "fire"].includes(game.view.phase)) {
        // Every seat that still owes its order is pending, at once.
        const owing = game.view.orders.filter((o: any) => o.owes && !o.ordered).map((o: any) => o.seat);
        expect(game.pending.map((p: any) => p.seat).sort()).toEqual(owing.sort());
      }
      if (game.pending.length < 2 || !game.pending.every((p: any) => ORDER_PROMPTS.includes(p.prompt))) {
        const seat = game.pending[0].seat;
        const me = await read(id, keys[seat]!);
        const r = await act(id, keys[seat]!, await pick(id, keys[seat]!, me, headings(me)), me.version);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        game = await read(id, alice.apiKey);
        continue;
      }

      // Both pilots owe a secret order of this phase.
      simultaneous++;
      const [first, second] = [game.pending[0].seat, game.pending[1].seat] as [string, string];
      expect(second).toBe(other(first));
      const phase = game.view.phase;
      const me = await read(id, keys[first]!);
      const before = await read(id, keys[second]!);
      expect(before.view.myOrder).toBeNull();

      const order = await pick(id, keys[first]!, me, headings(me));
      const r1 = await act(id, keys[first]!, order, me.version);
      expect(r1.status, JSON.stringify(r1.body)).toBe(200);
      // The first pilot's own answer: its own order, and of the other seat only that it still owes.
      expect(r1.body.events).toEqual([{ type: "OrderGiven", seat: first, phase, order }]);
      expect(r1.body.game.view.myOrder).toMatchObject({ phase, order });
      expect(r1.body.game.view.orders.find((o: any) => o.seat === second)).toMatchObject({ owes: true, ordered: false });
      expect(r1.body.game.pending.map((p: any) => p.seat)).toEqual([second]);
      expect(r1.body.game.pending[0].choices).toBeUndefined();
      const label: string = r1.body.game.view.myOrder.label;

      // The second pilot: its view changes only by "first has ordered"; its feed says no more.
      const after = await read(id, keys[second]!);
      const expected = structuredClone(before.view);
      expected.orders.find((o: any) => o.seat === first).ordered = true;
      expected.awaiting = [second];
      expect(after.view).toEqual(expected);
      expect(after.pending).toEqual(before.pending.filter((p: any) => p.seat !== first));
      const entries = await feed(id, keys[second]!, before.version);
      expect(entries.map((e: any) => [e.seat, e.events])).toEqual([[first, [{ type: "OrderGiven", seat: first, phase }]]]);
      expect(JSON.stringify([after, entries])).not.toContain(label);

      // The second order opens the phase: both orders are shown to both.
      const order2 = await pick(id, keys[second]!, after, headings(after));
      const r2 = await act(id, keys[second]!, order2, after.version);
      expect(r2.status, JSON.stringify(r2.body)).toBe(200);
      const opened = r2.body.events.find((e: any) => e.type === "OrdersOpened");
      expect(opened.phase).toBe(phase);
      expect(opened.orders).toHaveLength(2);
      expect(opened.orders).toEqual(
        expect.arrayContaining([
          { seat: first, order, hash: null, nonce: null },
          { seat: second, order: order2, hash: null, nonce: null },
        ]),
      );
      const firstFeed = await feed(id, keys[first]!, r1.body.version);
      expect(firstFeed[0].events.find((e: any) => e.type === "OrdersOpened")).toEqual(opened);
      game = await read(id, alice.apiKey);
    }

    expect(simultaneous).toBeGreaterThan(2);
    const lost = checkOutcome(game);
    expect(lost).toHaveLength(1);
    expect(game.outcome).toMatchObject({ kind: "decisive", winners: [lost[0] === "pilot1" ? "pilot2" : "pilot1"] });
    const bobView = await read(id, bob.apiKey);
    expect(bobView.outcome).toEqual(game.outcome);
    expect(bobView.seed).toMatch(/\S/);
    const last = (await feed(id, bob.apiKey)).flatMap((e: any) => e.events);
    expect(last.at(-1)).toEqual({ type: "DuelEnded", outcome: game.outcome });
    for (const seat of lost)
      expect(last.some((e: any) => (e.type === "ShipDestroyed" || e.type === "PilotDied") && e.seat === seat)).toBe(true);
    // Every shot in the reports rolled 2d6 against its To-Hit Number.
    for (const e of last.filter((x: any) => x.type === "ShotFired")) {
      expect(e.dice).toHaveLength(2);
      expect(e.total).toBe(e.dice[0] + e.dice[1]);
      expect(e.hit).toBe(e.total >= e.toHit);
    }
  });

  it("against the drone: the game starts with the creator alone, the server posts the drone's turns, and a destroyed drone's outcome records its turns", {
    timeout: 30_000,
  }, async () => {
    let droneDestroyed = false;
    // The pilot wins about nine times in ten; a few games make sure one of them is seen.
    for (let attempt = 0; attempt < 6 && !droneDestroyed; attempt++) {
      const solo = await registerPlayer("Solo");
      const created = await api("POST", "/v1/games", { key: solo.apiKey, body: { kind: KIND, options: { opponent: "drone" } } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.status).toBe("active");
      expect(created.body.seats).toEqual([
        { seat: "pilot1", name: "First pilot", automaton: false, opponent: null, player: { id: solo.id, name: "Solo" }, playerId: solo.id },
        { seat: "drone", name: "Target drone", automaton: true, opponent: null, player: null, playerId: null },
      ]);
      expect(created.body.view.initiative).toBeNull();
      const id: string = created.body.id;
      const stranger = await registerPlayer("Latecomer");
      expect((await api("POST", `/v1/games/${id}/join`, { key: stranger.apiKey, body: {} })).status).toBe(409);

      let game = created.body;
      let posted = 0;
      let droneActedForUs = 0;
      for (let i = 0; game.status === "active" && i < 500; i++) {
        expect(game.pending.map((p: any) => p.seat)).toEqual(["pilot1"]);
        const r = await act(id, solo.apiKey, await pick(id, solo.apiKey, game, "straight"), game.version);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        posted++;
        if (r.body.game.version > r.body.version) droneActedForUs++;
        game = r.body.game;
      }
      expect(droneActedForUs).toBeGreaterThan(0);

      // The feed holds the drone's turns, though only the pilot ever posted.
      const entries = await feed(id, solo.apiKey);
      expect(entries.filter((e) => e.seat === "pilot1")).toHaveLength(posted);
      const droneEntries = entries.filter((e) => e.seat === "drone");
      expect(droneEntries.length).toBeGreaterThan(0);
      expect(droneEntries.every((e) => e.kind === "action")).toBe(true);
      expect(droneEntries.some((e) => e.events.some((x: any) => x.type === "DroneMoved"))).toBe(true);
      expect(entries.map((e) => e.version)).toEqual(entries.map((_, k) => k + 1));
      const record = (await api("GET", `/v1/games/${id}/export`, { key: solo.apiKey })).body;
      expect(record.log.filter((e: any) => e.seat === "drone").every((e: any) => e.action?.type === "droneTurn")).toBe(true);

      const lost = checkOutcome(game);
      if (lost.includes("drone")) {
        droneDestroyed = true;
        expect(game.outcome.scores).toEqual({ pilot1: game.view.turn });
        expect(game.outcome.reason).toContain(`destroyed in ${game.view.turn} turn`);
        if (!lost.includes("pilot1")) expect(game.outcome).toMatchObject({ winners: ["pilot1"], kind: "decisive" });
      } else {
        expect(game.outcome.scores).toBeUndefined();
        if (lost.includes("pilot1")) expect(game.outcome).toMatchObject({ winners: ["drone"], kind: "decisive" });
        else expect(game.outcome.reason).toMatch(/turn limit/);
      }
    }
    expect(droneDestroyed).toBe(true);
  });

  it("sealed orders: commitments are published, a mismatched reveal is refused with its rule, matching reveals open the phase", async () => {
    // The README's worked example, so the test's own canonical form is the documented one.
    expect(await seal({ type: "setHeading", direction: "clockwise", clicks: 2 }, "k9V2pX7qLm3Zt8Rw")).toBe(
      "f6d78550ded1a791ef47a8a201b2c7b61c4f198222ad85fb4331bd8d2a42098c",
    );

    const { alice, bob, id, game: joined } = await startedGame(KIND, { sealedOrders: true });
    const keys = seatKeys(joined, [alice, bob]);
    const chooser = joined.pending[0].seat;
    expect((await act(id, keys[chooser]!, { type: "chooseShip", ship: "gunstar" })).status).toBe(200);

    let game = await read(id, alice.apiKey);
    expect(game.view.phase).toBe("turret");
    expect(game.pending.map((p: any) => [p.seat, p.prompt])).toEqual([
      ["pilot1", "commitOrders"],
      ["pilot2", "commitOrders"],
    ]);
    // A plain order is refused while orders are sealed.
    const plainOrder = await act(id, keys.pilot1!, { type: "aimTurret", sector: 1 });
    expect([plainOrder.status, plainOrder.body.code]).toEqual([422, "SEALED_ORDERS_REQUIRED"]);

    const sealed: Record<string, { orders: any; nonce: string; hash: string }> = {};
    for (const seat of ["pilot1", "pilot2"]) {
      const me = await read(id, keys[seat]!);
      const bounds = me.pending.find((p: any) => p.seat === seat).bounds;
      expect(bounds).toMatchObject({ phase: "turret", nonceLength: { min: 16, max: 128 }, committedHash: null });
      const orders = bounds.orders.find((o: any) => o.sector === me.view.wheel.viewPort);
      const n = nonce();
      sealed[seat] = { orders, nonce: n, hash: await seal(orders, n) };
      const r = await act(id, keys[seat]!, { type: "commitOrders", hash: sealed[seat]!.hash }, me.version);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.events).toEqual([{ type: "OrdersCommitted", seat, phase: "turret", hash: sealed[seat]!.hash }]);
    }

    // Both committed: hashes are public, both now owe a reveal.
    game = await read(id, bob.apiKey);
    expect(game.view.orders).toEqual([
      { seat: "pilot1", owes: true, committed: true, hash: sealed.pilot1!.hash, ordered: false },
      { seat: "pilot2", owes: true, committed: true, hash: sealed.pilot2!.hash, ordered: false },
    ]);
    expect(game.pending.map((p: any) => p.prompt)).toEqual(["revealOrders", "revealOrders"]);
    expect(game.pending.find((p: any) => p.seat === game.you.seat).bounds.committedHash).toBe(sealed[game.you.seat]!.hash);

    // A reveal that does not match the commitment: wrong nonce, or another order with the right nonce.
    const versionBefore = game.version;
    const wrongNonce = await act(id, keys.pilot1!, { type: "revealOrders", orders: sealed.pilot1!.orders, nonce: nonce() });
    expect(wrongNonce.status).toBe(422);
    expect(wrongNonce.contentType).toContain("application/problem+json");
    expect(wrongNonce.body).toMatchObject({ code: "REVEAL_DOES_NOT_MATCH", rule: expect.stringContaining("LS 10.3") });
    const otherSector = (sealed.pilot1!.orders.sector % 8) + 1;
    const wrongOrder = await act(id, keys.pilot1!, {
      type: "revealOrders",
      orders: { type: "aimTurret", sector: otherSector },
      nonce: sealed.pilot1!.nonce,
    });
    expect(wrongOrder.body).toMatchObject({ code: "REVEAL_DOES_NOT_MATCH", rule: expect.stringContaining("LS 10.3") });
    expect(wrongOrder.status).toBe(422);
    expect((await read(id, alice.apiKey)).version).toBe(versionBefore);

    // pilot1 reveals for real; pilot2 still sees neither the order nor the nonce.
    const r1 = await act(id, keys.pilot1!, { type: "revealOrders", orders: sealed.pilot1!.orders, nonce: sealed.pilot1!.nonce });
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    expect(r1.body.events).toEqual([
      { type: "OrderRevealed", seat: "pilot1", phase: "turret", order: sealed.pilot1!.orders, nonce: sealed.pilot1!.nonce },
    ]);
    const seen = await read(id, keys.pilot2!);
    expect(seen.view.orders[0]).toMatchObject({ seat: "pilot1", ordered: true });
    expect(seen.view.myOrder).toBeNull();
    const seenFeed = await feed(id, keys.pilot2!, versionBefore);
    expect(seenFeed.flatMap((e: any) => e.events)).toEqual([{ type: "OrderRevealed", seat: "pilot1", phase: "turret" }]);
    expect(JSON.stringify([seen, seenFeed])).not.toContain(sealed.pilot1!.nonce);

    // pilot2 reveals through GraphQL: the nested @oneOf orders input becomes the engine's order.
    const bad = await gql(PLAY, { id, a: toInput({ type: "revealOrders", orders: sealed.pilot2!.orders, nonce: nonce() }) }, keys.pilot2);
    expect(bad.body.data!.playLastStarfighter).toMatchObject({
      __typename: "IllegalActionProblem",
      code: "REVEAL_DOES_NOT_MATCH",
      rule: expect.stringContaining("LS 10.3"),
    });
    const good = await gql(
      PLAY,
      { id, a: toInput({ type: "revealOrders", orders: sealed.pilot2!.orders, nonce: sealed.pilot2!.nonce }) },
      keys.pilot2,
    );
    expect(good.body.errors, JSON.stringify(good.body)).toBeUndefined();
    const played = good.body.data!.playLastStarfighter;
    expect(played.__typename).toBe("LastStarfighterPlayed");
    const opened = plain(played.events.find((e: any) => e.__typename === "LastStarfighterOrdersOpened"));
    expect(opened).toEqual({
      type: "OrdersOpened",
      phase: "turret",
      orders: [
        { seat: "pilot1", order: sealed.pilot1!.orders, hash: sealed.pilot1!.hash, nonce: sealed.pilot1!.nonce },
        { seat: "pilot2", order: sealed.pilot2!.orders, hash: sealed.pilot2!.hash, nonce: sealed.pilot2!.nonce },
      ],
    });

    // Both turrets now point where each was sealed, and the heading phase asks for new commitments.
    game = await read(id, alice.apiKey);
    expect(game.view.phase).toBe("heading");
    expect(game.view.pilots.map((p: any) => p.ship.turret)).toEqual([sealed.pilot1!.orders.sector, sealed.pilot2!.orders.sector]);
    expect(game.pending.map((p: any) => p.prompt)).toEqual(["commitOrders", "commitOrders"]);
  });

  it("refuses a design that breaks the design limits: 400 INVALID_ACTION past a system's range, 422 with the rule for the wrong total", async () => {
    const { alice, bob, id, game } = await startedGame(KIND, { designYourOwn: true });
    const keys = seatKeys(game, [alice, bob]);
    const chooser = game.pending[0].seat;
    expect(game.pending[0].prompt).toBe("chooseShip");

    // Each system within its range, but 37 points where a design spends exactly 20.
    const overspent = await act(id, keys[chooser]!, { type: "designShip", maneuverPoints: 5, accuracyPoints: 12, protectionPoints: 20 });
    expect(overspent.status).toBe(422);
    expect(overspent.body).toMatchObject({ code: "DESIGN_POINTS", rule: expect.stringContaining("LS 9.1") });
    expect(overspent.body.detail).toMatch(/20/);
    // A system past its limit does not fit the action schema at all.
    const tooAgile = await act(id, keys[chooser]!, { type: "designShip", maneuverPoints: 6, accuracyPoints: 8, protectionPoints: 6 });
    expect(tooAgile.status).toBe(400);
    expect(tooAgile.body.code).toBe("INVALID_ACTION");
    expect(tooAgile.body.issues.join(" ")).toMatch(/maneuverPoints/);
    // The same through GraphQL's dry run.
    const dry = await gql(
      `mutation($id: ID!, $a: LastStarfighterActionInput!) { validateLastStarfighterAction(gameId: $id, action: $a) { __typename ${PROBLEM} } }`,
      { id, a: { designShip: { maneuverPoints: 0, accuracyPoints: 0, protectionPoints: 0 } } },
      keys[chooser],
    );
    expect(dry.body.data!.validateLastStarfighterAction).toMatchObject({
      __typename: "IllegalActionProblem",
      code: "DESIGN_POINTS",
      rule: expect.stringContaining("LS 9.1"),
    });
    expect((await read(id, alice.apiKey)).version).toBe(0);

    // A legal design is flown, and the other pilot then chooses.
    const ok = await act(
      id,
      keys[chooser]!,
      { type: "designShip", maneuverPoints: 2, accuracyPoints: 10, protectionPoints: 8, name: "Glass Cannon" },
      0,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const card = ok.body.game.view.pilots.find((p: any) => p.seat === chooser).ship.card;
    expect(card).toEqual({
      kind: "custom",
      name: "Glass Cannon",
      stabilizer: 3,
      targeting: 2,
      protection: 11,
      design: { maneuverPoints: 2, accuracyPoints: 10, protectionPoints: 8 },
    });
    expect(ok.body.game.pending.map((p: any) => [p.seat, p.prompt])).toEqual([[chooser === "pilot1" ? "pilot2" : "pilot1", "chooseShip"]]);

    // Without the optional rules a design is refused by rule.
    const stock = await startedGame(KIND);
    const stockKeys = seatKeys(stock.game, [stock.alice, stock.bob]);
    const notAllowed = await act(stock.id, stockKeys[stock.game.pending[0].seat]!, {
      type: "designShip",
      maneuverPoints: 5,
      accuracyPoints: 8,
      protectionPoints: 7,
    });
    expect(notAllowed.status).toBe(422);
    expect(notAllowed.body.code).toBe("DESIGN_NOT_ALLOWED");
    expect(notAllowed.body.rule).toMatch(/^LS 9/);
  });
});

describe("The Last Starfighter over GraphQL", () => {
  it("creates, joins and plays a duel to its end with typed views, choices, suggestions and events", { timeout: 30_000 }, async () => {
    const gina = await registerPlayer("Gina");
    const hal = await registerPlayer("Hal");
    const created = await gql(
      `mutation { createLastStarfighterGame(options: { turnLimit: 30, opponent: pilot }) { ... on LastStarfighterGame { id status view { phase } } ${PROBLEM} } }`,
      {},
      gina.apiKey,
    );
    expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
    const { id, status, view } = created.body.data!.createLastStarfighterGame;
    expect([status, view]).toEqual(["open", null]);
    const joined = await gql(
      `mutation($id: ID!) { joinGame(id: $id) { ... on LastStarfighterPlayed { game { status } } ${PROBLEM} } }`,
      { id },
      hal.apiKey,
    );
    expect(joined.body.data!.joinGame.game.status).toBe("active");

    const query = `query($id: ID!) { game(id: $id) { ${GAME} ${PROBLEM} } }`;
    const keys: Record<string, string> = {};
    let plays = 0;
    for (let i = 0; i < 500; i++) {
      const now = await read(id, gina.apiKey);
      if (now.status !== "active") break;
      for (const s of now.seats) keys[s.seat] = s.player.id === gina.id ? gina.apiKey : hal.apiKey;

      for (const [k, seat] of now.pending.map((p: any) => p.seat).entries()) {
        const r = await gql(query, { id }, keys[seat]);
        expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
        const mine = r.body.data!.game;
        const decision = mine.pending.find((p: any) => p.seat === seat);
        if (!decision) continue; // the other pilot's answer ended the duel
        // The typed view is the REST view, field for field.
        if (k === 0) expect(plain(mine.view)).toEqual(asGraphQL((await read(id, keys[seat]!)).view));
        const choices = decision.choices.map(plain);
        expect(choices.length).toBeGreaterThan(0);
        const suggested = plain(mine.suggestedAction);
        expect(choices).toContainEqual(suggested);
        const others = mine.pending.filter((p: any) => p.seat !== seat);
        expect(others.every((p: any) => p.choices.length === 0)).toBe(true);
        // Fly straight and fire everything that bears (a shorter duel); otherwise the bot's suggestion.
        const action =
          decision.prompt === "fire"
            ? choices.reduce((x: any, y: any) => (y.weapons.length > x.weapons.length ? y : x))
            : decision.prompt === "setHeading"
              ? choices[0]
              : suggested;
        const played = await gql(PLAY, { id, a: toInput(action), v: mine.version }, keys[seat]);
        expect(played.body.errors, JSON.stringify(played.body)).toBeUndefined();
        const result = played.body.data!.playLastStarfighter;
        expect(result.__typename, JSON.stringify(result)).toBe("LastStarfighterPlayed");
        expect(result.version).toBe(mine.version + 1);
        plays++;
        if (ORDER_PROMPTS.includes(decision.prompt)) {
          expect(plain(result.events[0])).toEqual({ type: "OrderGiven", seat, phase: PHASE_OF[decision.prompt], order: action });
        }
      }
    }
    const last = await gql(query, { id }, gina.apiKey);
    expect(last.body.errors, JSON.stringify(last.body.errors)).toBeUndefined();
    const game = last.body.data!.game;
    expect(game.status).toBe("finished");
    expect(game.pending).toEqual([]);
    expect(game.suggestedAction).toBeNull();
    expect(plays).toBeGreaterThan(5);
    const rest = await read(id, gina.apiKey);
    expect(plain(game.view)).toEqual(asGraphQL(rest.view));
    expect(game.outcome).toEqual({ winners: rest.outcome.winners, kind: rest.outcome.kind, reason: rest.outcome.reason });
    checkOutcome(rest);

    // The whole feed in GraphQL: every event typed, the same as REST's.
    const events = await gql(
      `query($id: ID!) { game(id: $id) { ... on LastStarfighterGame { events(limit: 500) { version seat kind rolls { die value purpose } events { ${EVENT} } } } } }`,
      { id },
      hal.apiKey,
    );
    expect(events.body.errors, JSON.stringify(events.body.errors)).toBeUndefined();
    const typed = events.body.data!.game.events;
    const restFeed = await feed(id, hal.apiKey);
    expect(typed.map((e: any) => e.events.map((x: any) => x.__typename))).toEqual(
      restFeed.map((e: any) => e.events.map((x: any) => `LastStarfighter${x.type}`)),
    );
    const rename = (e: any) => (e.type === "SpecialDamageTaken" ? { ...e, damagedWeapon: e.weapon, weapon: undefined } : e);
    expect(plain(typed.map((e: any) => e.events))).toEqual(plain(restFeed.map((e: any) => e.events.map(rename))));
  });

  it("refuses an action input with two variants (@oneOf) and droneTurn from a pilot", async () => {
    const { alice, bob, id, game } = await startedGame(KIND);
    const keys = seatKeys(game, [alice, bob]);
    const key = keys[game.pending[0].seat]!;
    const two = await gql(PLAY, { id, a: { chooseShip: { ship: "gunstar" }, droneTurn: true } }, key);
    expect(two.body.errors?.length).toBeGreaterThan(0);
    const drone = await gql(PLAY, { id, a: { droneTurn: true } }, key);
    expect(drone.body.data!.playLastStarfighter).toMatchObject({ __typename: "IllegalActionProblem", code: "DRONE_ONLY" });
    const ok = await gql(PLAY, { id, a: { chooseShip: { ship: "deckFighter" } }, v: 0 }, key);
    expect(ok.body.data!.playLastStarfighter).toMatchObject({ __typename: "LastStarfighterPlayed", version: 1 });
  });
});

describe("dry runs keep secrets", () => {
  it("a dry run by the second pilot neither opens the first pilot's order nor previews real dice", async () => {
    const { alice, bob, id } = await startedGame(KIND);
    const players = [alice, bob];
    for (let i = 0; i < 40; i++) {
      const game = await read(id, alice.apiKey);
      const keys = seatKeys(game, players);
      const owing = game.pending.map((p: any) => p.seat);
      const both = owing.length === 2 && game.pending.every((p: any) => ORDER_PROMPTS.includes(p.prompt));
      if (both) {
        const [first, second] = owing as [string, string];
        const mine = await read(id, keys[first]!);
        const order = mine.pending.find((p: any) => p.seat === first).choices[0];
        expect((await act(id, keys[first]!, order)).status).toBe(200);
        const label = JSON.stringify((await read(id, keys[first]!)).view.myOrder.label);
        const theirs = await read(id, keys[second]!);
        const choice = theirs.pending.find((p: any) => p.seat === second).choices[0];
        const dry = await api("POST", `/v1/games/${id}/actions/validate`, { key: keys[second]!, body: { action: choice } });
        expect(dry.status).toBe(200);
        expect(dry.body).toMatchObject({ valid: true, events: [], withheld: expect.stringContaining("hidden") });
        expect(JSON.stringify(dry.body)).not.toContain(label);
        return;
      }
      const seat = owing[0];
      const s = await api("POST", `/v1/games/${id}/suggest`, { key: keys[seat]! });
      await act(id, keys[seat]!, s.body.action);
    }
    throw new Error("never reached a phase where both pilots owe a secret order");
  });
});

describe("sealed orders over GraphQL", () => {
  it("a commit prompt carries typed bounds: the hash form, nonce lengths and the orders that may be sealed", async () => {
    const { alice, bob, id } = await startedGame(KIND, { sealedOrders: true });
    for (let i = 0; i < 20; i++) {
      const game = await read(id, alice.apiKey);
      const keys = seatKeys(game, [alice, bob]);
      const commit = game.pending.find((p: any) => p.prompt === "commitOrders");
      if (commit) {
        const q = await gql(
          `query($id: ID!) { game(id: $id) { ... on LastStarfighterGame { pending { seat prompt bounds { hashForm nonceLength { min max } committedHash orders { __typename } } } } } }`,
          { id },
          keys[commit.seat],
        );
        const mine = q.body.data!.game.pending.find((p: any) => p.seat === commit.seat);
        expect(mine.bounds).toMatchObject({
          hashForm: expect.stringContaining("sha256"),
          nonceLength: { min: 16, max: 128 },
          committedHash: null,
        });
        expect(mine.bounds.orders.length).toBeGreaterThan(0);
        const other = q.body.data!.game.pending.find((p: any) => p.seat !== commit.seat);
        if (other) expect(other.bounds).toBeNull();
        return;
      }
      const seat = game.pending[0].seat;
      const s = await api("POST", `/v1/games/${id}/suggest`, { key: keys[seat]! });
      await act(id, keys[seat]!, s.body.action);
    }
    throw new Error("never reached a commit prompt");
  });
});
