// Barnard's Star over the API, inside workerd: a short game played to its end over REST by two
// players who post the pending choices as they are; the hidden Naronian purchase (BS 16.1) and
// the hidden bowl and reinforcements (BS 16.3) checked in views, feeds, errors, dry runs and the
// export; an illegal move refused with 422 and its rule; a game through GraphQL with typed views,
// choices, actions and events, won by the Terran; and two bots playing the book's game to a decision.
import { describe, expect, it } from "vitest";
import { api, gql, registerPlayer, seededStartedGame, startedGame } from "./helpers";
import { PROBLEM, act, feed, plain, read, seatKeys } from "./kind-suite";

const KIND = "barnards-star";
/** Short games: four game turns and a small bowl (the book's battle runs 20 turns or more). */
const SHORT = { turnLimit: 4, naronianPoints: 20, terranBowl: { DN: 1, BB: 1, BC: 1, DD: 1, TN: 1, jumpTN: 1 } };

const mine = (game: any) => game.pending.find((p: any) => p.seat === game.you.seat);

/** None of the secret tokens appears anywhere in what a surface answered. */
function keepsSecret(what: string, body: unknown, tokens: string[]) {
  expect(tokens.length, `${what}: something to look for`).toBeGreaterThan(0);
  const text = JSON.stringify(body);
  for (const t of tokens) expect(text, `${what} shows ${t}`).not.toContain(JSON.stringify(t));
}

/** The Naronian's secrets, from his own view: the ids of the units he bought (BS 16.1). */
const purchaseTokens = (naronianView: any): string[] =>
  naronianView.space.kruger.flatMap((u: any) => [u.id, ...u.cargo.map((c: any) => c.id)]);

/** The Terran's secrets, from his own view: the bowl's labels, and hidden reinforcements' labels and cargo (BS 16.3). */
function bowlTokens(terranView: any): string[] {
  const ships = [...terranView.space.sol, ...terranView.turnTrack.flatMap((t: any) => t.arrivals)].filter((u: any) => u.hidden);
  return [
    ...(terranView.bowl.counters ?? []).map((c: any) => c.label),
    ...ships.flatMap((u: any) => [u.label, ...u.cargo.map((c: any) => c.id)]),
  ];
}

/**
 * A plain player that only posts choices the API listed, as they are: it buys what it was told,
 * spreads its set-up over the listed hexes, sends every ship it can, fires when it must, lands
 * its transports, and otherwise ends each phase.
 */
interface Plan {
  /** What the Naronian buys, in order, before confirming. */
  buys: string[];
  /** Ships to withdraw at the start of the seat's exchange (BS 6.3). */
  withdraw?: (game: any, ship: string) => boolean;
}

function choose(game: any, plan: Plan): any {
  const d = mine(game);
  const c: any[] = d.choices;
  expect(c.length, d.prompt).toBeGreaterThan(0);
  const of = (type: string, where: (x: any) => boolean = () => true) => c.find((x) => x.type === type && where(x));
  switch (d.prompt) {
    case "forceSelection":
      return plan.buys.length > 0 ? of("buy", (x) => x.item === plan.buys[0]) : of("confirmForce");
    case "placement":
      return c[(game.version * 97) % c.length];
    case "dispatch":
      return of("sendShip") ?? of("endDispatch");
    case "formLine":
      return of("closeLine");
    case "spaceFire":
      return of("withdrawShip", (x) => plan.withdraw?.(game, x.ship) ?? false) ?? of("allocateFire") ?? of("holdFire") ?? c[0];
    case "interaction":
      return of("landShip") ?? of("stayInOrbit") ?? of("endInteraction") ?? c[0];
    case "defenseFire":
      return of("defenseFire") ?? of("endDefenseFire");
    case "combat":
      return of("endCombat") ?? c[0];
    case "support":
      return of("declineSupport") ?? c[0];
    case "counterattack":
      return of("counterattack", (x) => !x.accept);
    case "movement":
      return of("endMovement");
    case "transportation":
      return of("endTransportation");
    case "counterMoves":
      return of("endSupportMoves");
    default:
      return c[0];
  }
}

/** The game is over, its outcome the view's, and every feed entry numbered in order ending with GameEnded. */
async function checkEnd(id: string, key: string) {
  const end = await read(id, key);
  expect(end.status).toBe("finished");
  expect(end.view.phase).toBe("over");
  expect(end.pending).toEqual([]);
  expect(end.outcome).toEqual(end.view.outcome);
  expect(["decisive", "marginal", "stalemate", "draw"]).toContain(end.outcome.kind);
  // A stalemate comes only at the turn limit chosen, or at the safety bound with none (README R26).
  if (end.outcome.kind === "stalemate") expect(end.view.turn).toBe(end.view.options.turnLimit ?? 300);
  const entries = await feed(id, key);
  expect(entries.map((e) => e.version)).toEqual(entries.map((_, i) => i + 1));
  expect(entries.at(-1).events.at(-1)).toEqual({ type: "GameEnded", outcome: end.outcome });
  return { end, entries };
}

// ---- bots ----------------------------------------------------------------------------------------

describe("Barnard's Star by two bots", () => {
  it("BS 16.4, 20.3 two bots play the book's game (default options) to a decision through POST /suggest, every suggestion among the listed choices", {
    timeout: 300_000,
  }, async () => {
    // Random bots often fight to the turn limit; with this server seed they reach a decision
    // (a marginal Terran win in game turn 20, found by playing seeds in-process).
    const { alice, bob, id, game } = await seededStartedGame(KIND, {}, "bs-decided-0");
    const keys = seatKeys(game, [alice, bob]);
    // Two requests a step (suggest, act); the suggestion is checked against the choices whenever
    // the actor's own answer already lists them (the same seat acting again).
    let now = game;
    let steps = 0;
    let checked = 0;
    for (; now.status === "active"; steps++) {
      expect(steps).toBeLessThan(20_000);
      const seat: string = now.pending[0].seat;
      const s = await api("POST", `/v1/games/${id}/suggest`, { key: keys[seat]! });
      expect(s.status, JSON.stringify(s.body)).toBe(200);
      if (now.you?.seat === seat) {
        expect(mine(now).choices).toContainEqual(s.body.action);
        checked++;
      }
      const r = await act(id, keys[seat]!, s.body.action, now.version);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      now = r.body.game;
    }
    expect(checked).toBeGreaterThan(steps / 2);
    const { end } = await checkEnd(id, keys.terran!);
    expect(end.version).toBe(steps);
    expect(end.outcome.winners).toHaveLength(1);
    expect(["decisive", "marginal"]).toContain(end.outcome.kind);
    expect((await api("POST", `/v1/games/${id}/suggest`, { key: keys.terran! })).status).toBeGreaterThanOrEqual(400);
  });
});

// ---- REST ----------------------------------------------------------------------------------------

describe("Barnard's Star over REST", () => {
  it("BS 16.1, 16.3, 20.2 two players post the listed choices to the end; neither sees the other's secrets in views, feeds, errors, dry runs or the export", {
    timeout: 120_000,
  }, async () => {
    const { alice, bob, id, game } = await startedGame(KIND, SHORT);
    const keys = seatKeys(game, [alice, bob]);
    expect(Object.keys(keys).sort()).toEqual(["naronian", "terran"]);
    expect(game.view).toMatchObject({ phase: "setup", turn: 0, map: { cols: 34, rows: 28, layout: "odd-q" } });
    expect(game.view.map.terrain).toHaveLength(34 * 28);
    expect(game.pending.map((p: any) => [p.seat, p.prompt])).toEqual([
      ["naronian", "forceSelection"],
      ["terran", "placement"],
    ]);

    // ---- the Naronian buys in secret (BS 16.1) ----
    // The Terran takes his ships home when the Naronian arrives, so that the troops land and the game runs its four turns.
    const plan: Plan = {
      buys: ["BB", "DD", "regularBattalion", "jumpBattalion"],
      withdraw: (g) => g.you.seat === "terran" && g.view.turn === 1,
    };
    let nar = await read(id, keys.naronian!);
    const terranBefore = await read(id, keys.terran!);
    expect(terranBefore.view.force).toEqual({ confirmed: false, points: null, spent: null, left: null, bought: null });
    while (nar.status === "active" && mine(nar)?.prompt === "forceSelection") {
      const action = choose(nar, plan);
      const r = await act(id, keys.naronian!, action, nar.version);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      if (action.type === "buy") {
        plan.buys.shift();
        expect(r.body.events).toEqual([expect.objectContaining({ type: "ForceItemBought", item: action.item })]);
      }
      nar = r.body.game;
    }
    expect(nar.view.force).toMatchObject({ confirmed: true, points: 20, spent: 14, left: 6 });
    const secret = purchaseTokens(nar.view);
    expect(secret).toEqual(expect.arrayContaining(["N-BB1", "N-DD1"]));

    // The Terran's view changes only by "the force is confirmed"; his feed shows entries with nothing in them.
    const ter = await read(id, keys.terran!);
    const expected = structuredClone(terranBefore.view);
    expected.force.confirmed = true;
    expected.awaiting = ["terran"];
    expect(ter.view).toEqual(expected);
    expect(ter.view.space.naronian).toEqual([]);
    expect(ter.view.space.kruger).toEqual([]);
    const seen = await feed(id, keys.terran!);
    expect(seen.at(-1).events).toEqual([{ type: "ForceConfirmed" }]);
    expect(seen.slice(0, -1).every((e) => e.seat === "naronian" && e.events.length === 0)).toBe(true);
    keepsSecret("Terran view", ter, secret);
    keepsSecret("Terran feed", seen, secret);
    keepsSecret("Terran export", (await api("GET", `/v1/games/${id}/export`, { key: keys.terran! })).body, secret);
    keepsSecret("Terran suggestion", (await api("POST", `/v1/games/${id}/suggest`, { key: keys.terran! })).body, secret);
    keepsSecret("spectator view", (await api("GET", `/v1/games/${id}`)).body, secret);
    // Errors and dry runs that name one of his units answer as they do for a unit that does not exist.
    keepsSecret("Terran refusal", (await act(id, keys.terran!, { type: "sell", item: "BB" })).body, secret);
    const probes: ((unit: string) => Promise<any>)[] = [
      (unit) => act(id, keys.terran!, { type: "placeUnit", unit, hex: 400 }),
      (unit) => act(id, keys.terran!, { type: "allocateFire", ship: "T-BC1", target: unit }),
      (unit) =>
        api("POST", `/v1/games/${id}/actions/validate`, { key: keys.terran!, body: { action: { type: "placeUnit", unit, hex: 400 } } }),
    ];
    for (const [i, probe] of probes.entries()) {
      const real = await probe("N-BB1");
      const none = await probe("N-BB9");
      expect([real.status, JSON.stringify(real.body).replaceAll("N-BB1", "N-BB9")], `probe ${i}`).toEqual([
        none.status,
        JSON.stringify(none.body),
      ]);
      keepsSecret(
        `Terran probe ${i}`,
        real.body,
        secret.filter((t) => t !== "N-BB1"),
      );
    }
    // And the Naronian knows nothing of the bowl at set-up.
    keepsSecret("Naronian view at set-up", nar, bowlTokens((await read(id, keys.terran!)).view));

    // ---- an illegal move: 422 with the game's code and the rule (BS 16.2) ----
    const beacon = mine(ter).choices[0];
    expect(beacon).toMatchObject({ type: "placeUnit", unit: "T-B1" });
    const edge = await act(id, keys.terran!, { type: "placeUnit", unit: beacon.unit, hex: 0 });
    expect(edge.status, JSON.stringify(edge.body)).toBe(422);
    expect(edge.contentType).toContain("application/problem+json");
    expect(edge.body).toMatchObject({ code: "TOO_CLOSE_TO_EDGE", rule: expect.stringMatching(/^BS 16\.2/) });
    expect((await read(id, keys.terran!)).version).toBe(ter.version);

    // ---- play on to the end, checking the bowl's secrecy after every Terran space events phase ----
    let now = ter;
    let checkedTo = 0;
    let bowlChecks = 0;
    let exported = false;
    let arrivedSeen = false;
    const prompts = new Set<string>();
    for (let i = 0; now.status === "active"; i++) {
      expect(i).toBeLessThan(1500);
      const seat: string = now.pending[0].seat;
      const me = now.you?.seat === seat ? now : await read(id, keys[seat]!);
      const d = mine(me);
      prompts.add(d.prompt);
      const action = choose(me, plan);
      const r = await act(id, keys[seat]!, action, me.version);
      expect(r.status, `${d.prompt} ${JSON.stringify(action)}: ${JSON.stringify(r.body)}`).toBe(200);
      now = r.body.game;
      if (r.body.events.some((e: any) => e.type === "NaronianFleetArrived")) {
        // The force is public once it arrives.
        const t = await read(id, keys.terran!);
        expect(t.view.force).toMatchObject({ confirmed: true, spent: 14 });
        expect(JSON.stringify(t.view)).toContain('"N-BB1"');
        arrivedSeen = true;
      }
      if (seat === "terran" && d.prompt === "dispatch") {
        // The Terran just acted in his space events: the Naronian may know how many ships, never which.
        const tokens = bowlTokens(now.view);
        const n = await read(id, keys.naronian!);
        expect(n.view.bowl).toEqual({ count: now.view.bowl.count, counters: null });
        for (const u of [...n.view.space.sol, ...n.view.turnTrack.flatMap((t: any) => t.arrivals)].filter((x: any) => x.hidden)) {
          expect(u).toMatchObject({ kind: null, jump: null, label: null, cargo: [], support: null });
        }
        keepsSecret("Naronian view", n, tokens);
        const told = await feed(id, keys.naronian!, checkedTo);
        checkedTo = now.version;
        keepsSecret("Naronian feed", told, tokens);
        for (const e of told.flatMap((x) => x.events)) {
          if (e.type === "ReinforcementDrawn") expect(Object.keys(e).sort()).toEqual(["ship", "type"]);
          if (e.type === "ShipSent" && e.hidden) expect(e.kind).toBeUndefined();
        }
        const hidden = n.view.space.sol.find((u: any) => u.hidden)?.id ?? "R1";
        const refused = await act(id, keys.naronian!, { type: "allocateFire", ship: "N-BB1", target: hidden });
        expect(refused.status).toBeGreaterThanOrEqual(400);
        keepsSecret("Naronian error", refused.body, tokens);
        keepsSecret(
          "Naronian dry run",
          (
            await api("POST", `/v1/games/${id}/actions/validate`, {
              key: keys.naronian!,
              body: { action: { type: "sendShip", ship: hidden } },
            })
          ).body,
          tokens,
        );
        if (!exported) {
          keepsSecret("Naronian export", (await api("GET", `/v1/games/${id}/export`, { key: keys.naronian! })).body, tokens);
          exported = true;
        }
        bowlChecks++;
      }
    }
    expect(arrivedSeen).toBe(true);
    expect(bowlChecks).toBeGreaterThan(0);
    expect([...prompts]).toEqual(expect.arrayContaining(["placement", "dispatch", "formLine", "spaceFire", "movement"]));

    const { end, entries } = await checkEnd(id, keys.naronian!);
    expect(entries.filter((e) => e.events.some((x: any) => x.type === "UnitPlaced"))).toHaveLength(52);
    // Over: the record is whole, the seed revealed, and the Naronian's purchase is in it.
    const record = (await api("GET", `/v1/games/${id}/export`, { key: keys.terran! })).body;
    expect(record).toMatchObject({ kind: KIND, status: "finished", outcome: end.outcome, serverSeed: expect.any(String) });
    expect(record.log.filter((e: any) => e.action?.type === "buy").map((e: any) => e.action.item)).toEqual([
      "BB",
      "DD",
      "regularBattalion",
      "jumpBattalion",
    ]);
  });
});

// ---- GraphQL -------------------------------------------------------------------------------------

const P = "BarnardsStar";
const UNIT_FIELDS =
  "id side kind hidden jump neutralized support range assault movement movementLeft reach { hex cost } stopped supportUsed landing area label";
const UNIT = `${UNIT_FIELDS} cargo { ${UNIT_FIELDS} cargo { id } }`;
const OUTCOME = "winners kind reason scores { seat score }";
const VIEW = `
  viewer turn player phase eclipse awaiting
  options { assaultTable naronianPoints naronianMix { BB BC DD jumpBattalions regularBattalions } terranBowl { DN BB BC DD TN jumpTN } turnLimit map jumpDrops victoryTroops neutralizedAttackers emptyLine }
  map { version cols rows layout edgeMargin beaconSpacing terrain volcanoes }
  hexes { hex units { ${UNIT} } }
  space { naronian { ${UNIT} } terran { ${UNIT} } approach { hex units { ${UNIT} } } sol { ${UNIT} } kruger { ${UNIT} } }
  turnTrack { turn eclipse arrivals { ${UNIT} } }
  bowl { count counters { label kind jump } }
  force { confirmed points spent left bought { item count } }
  unplaced { ${UNIT} }
  spaceCombat { stage forming firing allocations { ship target } exchanges }
  battle { kind hex attacker attackers defenders support { turn declined attacker defender } step modifier result retreatHex }
  attacked
  dropping { ship dropped }
  eliminated { ${UNIT} }
  withdrawn { ${UNIT} }
  victory { beacons functioningBeacons sides { side troopsInBattle troopsOnMap shipsInSystem } turnLimit }
  outcome { ${OUTCOME} }`;

const ACTION = `
  __typename
  ... on ${P}Buy { type item } ... on ${P}Sell { type item } ... on ${P}ConfirmForce { type }
  ... on ${P}PlaceUnit { type unit hex }
  ... on ${P}SendShip { type ship } ... on ${P}ReturnToSol { type ship } ... on ${P}EndDispatch { type }
  ... on ${P}ScreenShip { type ship } ... on ${P}CloseLine { type } ... on ${P}WithdrawShip { type ship }
  ... on ${P}AllocateFire { type ship target } ... on ${P}HoldFire { type }
  ... on ${P}MoveUnit { type unit to } ... on ${P}Overrun { type units to } ... on ${P}EndMovement { type }
  ... on ${P}Teleport { type unit teleportTo: to } ... on ${P}EndTransportation { type }
  ... on ${P}LandShip { type ship hex } ... on ${P}DropJumpTroop { type unit hex } ... on ${P}CloseApproach { type ship hex }
  ... on ${P}StayInOrbit { type ship } ... on ${P}LoadUnit { type ship unit } ... on ${P}LiftOff { type ship } ... on ${P}EndInteraction { type }
  ... on ${P}DefenseFire { type unit hex } ... on ${P}EndDefenseFire { type }
  ... on ${P}Attack { type hex } ... on ${P}Bombard { type hex } ... on ${P}AddSupport { type unit } ... on ${P}DeclineSupport { type }
  ... on ${P}PressAssault { type press } ... on ${P}EliminateUnit { type unit } ... on ${P}Retreat { type hex } ... on ${P}HoldGround { type }
  ... on ${P}Counterattack { type accept } ... on ${P}SupportMove { type unit hex } ... on ${P}EndSupportMoves { type } ... on ${P}EndCombat { type }`;

const SUMMARY = "id kind jump cargo { id kind }";
/** A support result is a union told apart by its kind: only a modifier carries a value. */
const SUPPORT_RESULT = `__typename ... on ${P}SupportModifier { kind value } ... on ${P}SupportNeutralized { kind } ... on ${P}SupportEliminated { kind } ... on ${P}SupportNone { kind }`;
/**
 * Each event's fields. Events share field names with different types (a ship's id or its summary,
 * a space, support or assault result …), which GraphQL refuses in one selection; so every field is
 * asked for under an alias named for its event, `ShipFired_result: result`.
 */
const EVENT_FIELDS: Record<string, string[]> = {
  ForceItemBought: ["item", "units", "pointsLeft"],
  ForceItemReturned: ["item", "units", "pointsLeft"],
  ForceConfirmed: [],
  UnitPlaced: ["unit", "kind", "hex"],
  GameTurnBegan: ["turn", "eclipse"],
  PhaseBegan: ["side", "phase"],
  NaronianFleetArrived: [`ships { ${SUMMARY} }`],
  ReinforcementDrawn: ["ship", "label", "kind", "jump", "cargo"],
  ShipSent: ["ship", "hidden", "kind", "beacons", "eclipse", "roll", "delay", "arrives"],
  ShipArrived: [`ship { ${SUMMARY} }`, "label"],
  ShipReturnedToSol: ["ship"],
  SpaceCombatBegan: ["naronian", "terran"],
  ShipScreened: ["ship"],
  LineFormed: ["side", "line", "screen"],
  ShipWithdrew: ["ship", "to", "cargo"],
  FireAllocated: ["ship", "target"],
  ShipFired: ["ship", "target", "differential", "column", "roll", "result", "effect"],
  ExchangeEnded: ["side", "exchange"],
  SpaceCombatEnded: ["reason"],
  UnitMoved: ["unit", "from", "to", "path", "cost", "stopped"],
  UnitTeleported: ["unit", "from", "to", "fromHex", "toHex"],
  NeutralizationRemoved: ["side", "units"],
  ShipLanded: ["ship", "hex", "cargo"],
  JumpTroopDropped: ["unit", "ship", "hex"],
  CloseApproachFlown: ["ship", "hex"],
  ShipStayedInOrbit: ["ship"],
  UnitLoaded: ["ship", "unit"],
  ShipLiftedOff: ["ship", "cargo"],
  DefenseFired: ["unit", "hex", "target", "strength", "defense", "differential", "column", "roll", "result", "effect"],
  CargoDisembarked: ["ship", "hex", "units", "neutralized"],
  ShipsReturnedToOrbit: ["ships"],
  BattleBegan: ["kind", "hex", "attacker", "attackers", "defenders"],
  SupportAdded: ["side", "unit", "strength"],
  SupportDeclined: ["side"],
  SupportFireResolved: [
    "hex",
    "terrain",
    "attackerSupport",
    "defenderSupport",
    "multiplier",
    "differential",
    "column",
    "roll",
    `result { ${SUPPORT_RESULT} }`,
    "target",
    "modifier",
  ],
  BombardmentResolved: ["hex", "terrain", "support", "multiplier", "column", `rolls { unit roll result { ${SUPPORT_RESULT} } }`],
  AssaultResolved: ["hex", "terrain", "attack", "defense", "shift", "column", "roll", "modifier", "row", "result", "automatic"],
  AssaultCalledOff: ["hex"],
  UnitNeutralized: ["unit", "cause"],
  UnitEliminated: ["unit", "kind", "side", "cause"],
  UnitsRetreated: ["side", "units", "from", "to"],
  CounterattackAdvanced: ["side", "units", "from", "to"],
  GroundHeld: ["side", "hex"],
  CounterattackDecided: ["side", "accept", "hex"],
  SupportUnitMoved: ["unit", "from", "to"],
  BattleEnded: ["hex"],
  GameEnded: [`outcome { ${OUTCOME} }`],
  SeatResigned: ["side"],
};
const EVENT = [
  "__typename",
  ...Object.entries(EVENT_FIELDS).map(
    ([t, fields]) => `... on ${P}${t} { type ${fields.map((f) => `${t}_${f.split(" ")[0]}: ${f}`).join(" ")} }`,
  ),
].join("\n");

const PLAY = `mutation($id: ID!, $a: ${P}ActionInput!, $v: Int) {
  play${P}(gameId: $id, action: $a, expectedVersion: $v) {
    __typename
    ... on ${P}Played { version events { ${EVENT} } game { ... on Game { version status } } }
    ${PROBLEM}
  }
}`;

const scoresList = (o: any) => (o ? { ...o, scores: Object.entries(o.scores ?? {}).map(([seat, score]) => ({ seat, score })) } : o);
const viewAsGraphQL = (view: any) => plain({ ...view, outcome: scoresList(view.outcome) });

/** A REST action as the query's aliases shape it. */
function actionAsGraphQL(a: any): any {
  if (a.type === "teleport") {
    const { to, ...rest } = a;
    return { ...rest, teleportTo: to };
  }
  return a;
}

/** A REST event as GraphQL shapes it: fields under their aliases, the outcome's scores as a list. */
function eventAsGraphQL(e: any): any {
  const { type, ...fields } = e;
  if (type === "GameEnded") fields.outcome = scoresList(fields.outcome);
  expect(
    Object.keys(fields).every((k) => EVENT_FIELDS[type]!.some((f) => f.split(" ")[0] === k)),
    `${type} has fields the query does not ask for`,
  ).toBe(true);
  return plain({ type, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${type}_${k}`, v])) });
}

/** A typed choice back as the REST action it stands for. */
function actionFromGraphQL(a: any): any {
  const { teleportTo, ...rest } = a;
  return teleportTo === undefined ? rest : { ...rest, to: teleportTo };
}

/** An action (REST or GraphQL shaped) as the @oneOf input: fields under its type, or `true` for one without fields. */
function toInput(action: any): Record<string, unknown> {
  const { type, teleportTo, ...fields } = plain(action);
  if (teleportTo !== undefined) fields.to = teleportTo;
  return { [type]: Object.keys(fields).length === 0 ? true : fields };
}

describe("Barnard's Star over GraphQL", () => {
  it("BS 6.3, 16.4 a game created, set up and fought with typed views, choices, actions and events: the Naronian withdraws his troops and the Terran wins", {
    timeout: 120_000,
  }, async () => {
    const gina = await registerPlayer("Gina");
    const hal = await registerPlayer("Hal");
    const created = await gql(
      `mutation { create${P}Game(seat: "naronian", options: { naronianPoints: 10, turnLimit: 4, assaultTable: smoothed, terranBowl: { DN: 0, TN: 2 } }) { ... on ${P}Game { id status view { phase } } ${PROBLEM} } }`,
      {},
      gina.apiKey,
    );
    expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
    const { id, status, view } = created.body.data![`create${P}Game`];
    expect([status, view]).toEqual(["open", null]);
    const joined = await gql(
      `mutation($id: ID!) { joinGame(id: $id) { ... on ${P}Played { game { status } } ${PROBLEM} } }`,
      { id },
      hal.apiKey,
    );
    expect(joined.body.data!.joinGame.game.status).toBe("active");
    const keys: Record<string, string> = { naronian: gina.apiKey, terran: hal.apiKey };
    expect((await read(id, hal.apiKey)).view.options).toMatchObject({
      naronianPoints: 10,
      assaultTable: "smoothed",
      terranBowl: { DN: 0, BB: 3, TN: 2 },
    });

    const FULL = `query($id: ID!) { game(id: $id) { ... on Game { version status you { seat } } ... on ${P}Game { view { ${VIEW} } pending { seat prompt text choices { ${ACTION} } } } ${PROBLEM} } }`;
    const LEAN = `query($id: ID!) { game(id: $id) { ... on Game { version status you { seat } } ... on ${P}Game { view { turn space { naronian { id kind } } } pending { seat prompt choices { ${ACTION} } } } ${PROBLEM} } }`;
    const PLAYED = PLAY.replace(
      "game { ... on Game { version status } }",
      `game { ... on Game { version status } ... on ${P}Game { pending { seat prompt } } }`,
    );
    // The Naronian takes his transport (and his only battalion) out of the fight for good.
    const plan: Plan = {
      buys: ["regularBattalion", "DD"],
      withdraw: (g, ship) => g.you.seat === "naronian" && g.view.space.naronian.some((u: any) => u.id === ship && u.kind === "TN"),
    };
    const prompts = new Set<string>();
    const played: Record<number, { seat: string; events: any[] }> = {};
    let compared = 0;
    let illegal = false;
    let gameStatus = "active";
    let seat = "naronian";
    let prompt = "";
    for (let i = 0; gameStatus === "active"; i++) {
      expect(i).toBeLessThan(400);
      // The whole typed view and choices, field for field as REST gives them, at the first decision of each prompt.
      const full = !prompts.has(prompt);
      const r = await gql(full ? FULL : LEAN, { id }, keys[seat]);
      expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
      const g = r.body.data!.game;
      const decision = g.pending.find((p: any) => p.seat === seat);
      prompts.add(decision.prompt);
      for (const other of g.pending.filter((p: any) => p.seat !== seat)) expect(other.choices).toEqual([]);
      if (full) {
        const rest = await read(id, keys[seat]!);
        expect(g.version).toBe(rest.version);
        expect(plain(decision.choices)).toEqual(mine(rest).choices.map(actionAsGraphQL));
        expect(plain(g.view)).toEqual(viewAsGraphQL(rest.view));
        compared++;
      }
      if (!illegal && decision.prompt === "placement") {
        // A typed problem with the rule: the first beacon on the map's edge.
        const p = await gql(PLAY, { id, a: { placeUnit: { unit: "T-B1", hex: 33 } } }, keys.terran);
        expect(p.body.data![`play${P}`]).toMatchObject({
          __typename: "IllegalActionProblem",
          code: "TOO_CLOSE_TO_EDGE",
          rule: expect.stringMatching(/^BS 16\.2/),
        });
        illegal = true;
      }
      // The player reads the typed choices and posts one of them back as the @oneOf input.
      const typed = {
        version: g.version,
        you: g.you,
        view: g.view,
        pending: g.pending.map((p: any) => ({ ...p, choices: plain(p.choices).map(actionFromGraphQL) })),
      };
      const action = choose(typed, plan);
      if (action.type === "buy") plan.buys.shift();
      const p = await gql(PLAYED, { id, a: toInput(actionAsGraphQL(action)), v: g.version }, keys[seat]);
      expect(p.body.errors, JSON.stringify(p.body)).toBeUndefined();
      const result = p.body.data![`play${P}`];
      expect(result.__typename, JSON.stringify(result)).toBe(`${P}Played`);
      expect(result.version).toBe(g.version + 1);
      played[result.version] = { seat, events: result.events };
      gameStatus = result.game.status;
      seat = result.game.pending[0]?.seat ?? seat;
      prompt = result.game.pending[0]?.prompt ?? "";
    }
    // The typed events each action caused are REST's, as its actor sees them.
    const feeds: Record<string, any[]> = { naronian: await feed(id, keys.naronian!), terran: await feed(id, keys.terran!) };
    for (const [version, { seat: actor, events }] of Object.entries(played)) {
      expect(plain(events), `v${version}`).toEqual(feeds[actor]!.find((e) => e.version === Number(version))!.events.map(eventAsGraphQL));
    }
    expect(illegal).toBe(true);
    expect(compared).toBeGreaterThan(3);
    expect([...prompts]).toEqual(expect.arrayContaining(["forceSelection", "placement", "formLine", "spaceFire"]));

    // The transport with the Naronian's only battalion left (or was shot down): the Terran wins, with ships in the system.
    const { end } = await checkEnd(id, hal.apiKey);
    expect(end.outcome).toMatchObject({ winners: ["terran"], kind: "decisive" });
    expect(end.view.turn).toBe(1);
    expect(end.view.victory.sides.find((s: any) => s.side === "naronian").troopsInBattle).toBe(0);

    const last = await gql(
      `query($id: ID!) { game(id: $id) { ... on ${P}Game { status outcome { ${OUTCOME} } suggestedAction { __typename } view { ${VIEW} } events(limit: 500) { version seat kind events { ${EVENT} } } } } }`,
      { id },
      hal.apiKey,
    );
    expect(last.body.errors, JSON.stringify(last.body.errors)).toBeUndefined();
    const game = last.body.data!.game;
    expect(game.suggestedAction).toBeNull();
    expect(plain(game.view)).toEqual(viewAsGraphQL(end.view));
    // The whole feed in GraphQL: every event typed, the same as REST's.
    const restFeed = await feed(id, hal.apiKey);
    expect(game.events.map((e: any) => e.events.map((x: any) => x.__typename))).toEqual(
      restFeed.map((e: any) => e.events.map((x: any) => `${P}${x.type}`)),
    );
    expect(plain(game.events.map((e: any) => e.events))).toEqual(restFeed.map((e: any) => e.events.map(eventAsGraphQL)));
  });

  it("refuses an action input with two variants (@oneOf) and a flag posted as false, changing nothing", { timeout: 30_000 }, async () => {
    const { alice, bob, id, game } = await startedGame(KIND, SHORT);
    const keys = seatKeys(game, [alice, bob]);
    const two = await gql(PLAY, { id, a: { buy: { item: "BB" }, confirmForce: true } }, keys.naronian);
    expect(two.body.errors?.length).toBeGreaterThan(0);
    const notConfirm = await gql(PLAY, { id, a: { confirmForce: false } }, keys.naronian);
    expect(notConfirm.body.data![`play${P}`].__typename).toMatch(/Problem$/);
    const bought = await gql(PLAY, { id, a: { buy: { item: "BB" } } }, keys.naronian);
    expect(bought.body.data![`play${P}`]).toMatchObject({
      __typename: `${P}Played`,
      version: 1,
      events: [{ type: "ForceItemBought", ForceItemBought_item: "BB", ForceItemBought_units: ["N-BB1"], ForceItemBought_pointsLeft: 16 }],
    });
    // The Terran's typed feed of it is an entry with nothing in it.
    const told = await gql(
      `query($id: ID!) { game(id: $id) { ... on ${P}Game { events { version seat events { __typename } } view { force { confirmed points bought { item } } } } } }`,
      { id },
      keys.terran,
    );
    expect(told.body.data!.game).toEqual({
      events: [{ version: 1, seat: "naronian", events: [] }],
      view: { force: { confirmed: false, points: null, bought: null } },
    });
  });
});
