// Double Star over the API, inside workerd: each scenario played to its end by two players who
// post the choices `pending` lists as they are (the Sneak Attack and the Raid over REST,
// Armageddon through GraphQL's typed mutations, ending in a stalemate by agreement), and by two
// bots through the suggest endpoint; the Raid's secret targets and the secret formation
// declarations kept from the other side in views, replays, the feed, errors, dry runs and the
// export until they are revealed; illegal moves refused with 422 and the rule. Games are kept
// short with the turn limit option (DS 11.3) so that the file stays quick.
import { describe, expect, it } from "vitest";
import { api, gql, registerPlayer, seededStartedGame, startedGame } from "./helpers";
import { PROBLEM, act, feed, read, seatKeys } from "./kind-suite";

const KIND = "double-star";
const SIDES = ["islamic", "chinese"] as const;
type Seat = (typeof SIDES)[number];
const enemyOf = (seat: Seat): Seat => (seat === "islamic" ? "chinese" : "islamic");

// ---- a player that chooses among the listed choices ---------------------------------------------

/** Axial hex distance, from the view's coordinates. */
function distance(view: any, a: number, b: number): number {
  const dq = view.map.q[a] - view.map.q[b];
  const dr = view.map.r[a] - view.map.r[b];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

function enemyStarHex(view: any, seat: Seat): number {
  return view.map.stars.find((s: any) => s.side === enemyOf(seat)).hex;
}

function unitHex(view: any, unit: string): number {
  return view.ships.find((s: any) => s.id === unit).hex;
}

/** Where a side's units head: the enemy ship nearest the unit (hunting), else the enemy's star. */
function goalOf(view: any, seat: Seat, policy: Policy, unit?: string): number {
  const star = enemyStarHex(view, seat);
  if (!policy.huntShips) return star;
  const enemies = view.ships.filter((s: any) => s.side !== seat && s.location === "space").map((s: any) => s.hex as number);
  const from = unit ? unitHex(view, unit) : star;
  return enemies.sort((a: number, b: number) => distance(view, a, from) - distance(view, b, from))[0] ?? star;
}

interface Policy {
  /** The sides that fly at the enemy; the others hold their ships where they are. */
  attackers: Seat[];
  /** Fly at the nearest enemy ship (to meet in battle) rather than at the enemy's star. */
  huntShips?: boolean;
  /** Offer a stalemate from this game-turn on (Armageddon), and accept one offered. */
  stalemateFrom?: number;
  /** Declare formations into groups where the side has counters (secret until both are ready). */
  formGroups: boolean;
}

interface Memo {
  bought: Record<Seat, number>;
  prompts: Set<string>;
  offBounds: number;
  groupsFormed: number;
}

const newMemo = (): Memo => ({ bought: { islamic: 0, chinese: 0 }, prompts: new Set(), offBounds: 0, groupsFormed: 0 });

/** The shopping list at set-up: a command ship, two cruisers and a destroyer in orbit, then finish. */
const SHOPPING = ["commandShip", "cruiser", "cruiser", "destroyer"];

/**
 * One decision of `seat`, taken from the choices the API lists: the action is posted exactly as
 * listed, except a population amount that the bounds allow but the list does not spell out.
 */
function choose(me: any, seat: Seat, policy: Policy, memo: Memo): any {
  const d = me.pending.find((p: any) => p.seat === seat);
  const choices: any[] = d.choices;
  expect(choices.length, d.prompt).toBeGreaterThan(0);
  memo.prompts.add(d.prompt);
  const view = me.view;
  const of = (type: string) => choices.filter((c) => c.type === type);
  const first = (...types: string[]) => {
    for (const t of types) {
      const c = of(t)[0];
      if (c) return c;
    }
    return choices[0];
  };
  const offer = of("offerStalemate")[0];
  if (offer && policy.stalemateFrom !== undefined && view.turn >= policy.stalemateFrom) return offer;
  switch (d.prompt) {
    case "placeWorld": {
      if (!policy.huntShips) return choices[0];
      // Each enemy world as near to this side's own star as its path allows: the fleets meet sooner.
      const home = view.map.stars.find((s: any) => s.side === seat).hex;
      return [...choices].sort((a, b) => distance(view, a.hex, home) - distance(view, b.hex, home))[0];
    }
    case "placePopulation": {
      // An amount the list does not offer, within the bounds (DS 9.2): all but 7 on the first site.
      const all = choices.filter((c) => c.type === "placePopulation").reduce((a, b) => (b.amount > a.amount ? b : a));
      if (all.amount === d.bounds.amount.max && all.amount > 20) {
        memo.offBounds++;
        return { ...all, amount: all.amount - 7 };
      }
      return all;
    }
    case "buyForces": {
      const join = of("joinTaskForce")[0];
      if (join) return join;
      const want = SHOPPING[memo.bought[seat]];
      const buy = want && choices.find((c) => c.type === "buy" && c.item === want && c.site == null);
      if (buy) {
        memo.bought[seat]++;
        return buy;
      }
      return first("finishSetup");
    }
    case "movement": {
      if (!policy.attackers.includes(seat)) return first("endMovement");
      const goal = goalOf(view, seat, policy);
      const units = of("selectUnit").sort(
        (a, b) => distance(view, unitHex(view, a.unit), goal) - distance(view, unitHex(view, b.unit), goal),
      );
      return units[0] ?? first("endMovement");
    }
    case "moveUnit": {
      const goal = goalOf(view, seat, policy, view.moving);
      const moves = of("moveUnit").sort((a, b) => distance(view, a.hex, goal) - distance(view, b.hex, goal));
      const here = distance(view, unitHex(view, view.moving), goal);
      return moves[0] && distance(view, moves[0].hex, goal) < here ? moves[0] : first("holdUnit");
    }
    case "formations": {
      // One group under the first counter, every ship that may join it, then ready.
      const draft = view.myDraft;
      if (policy.formGroups && draft?.open) return choices.find((c) => c.type === "addToGroup" && !c.screened) ?? first("closeGroup");
      if (policy.formGroups && draft && draft.groups.length === 0 && of("formGroup").length > 0) {
        memo.groupsFormed++;
        return of("formGroup")[0];
      }
      return first("formationsReady");
    }
    case "screens":
      return first("screensSet");
    case "fire":
      return first("autoTarget", "ceaseFire");
    case "strikes":
      return first("strike", "strikesDone");
    case "pdFire":
      return first("pdFire", "pdDone");
    case "planetoids":
      return first("planetoidsDone");
    case "impacts":
      return first("impactsDone");
    case "production":
      return first("productionDone");
    case "stalemate":
      return choices.find((c) => c.accept === (policy.stalemateFrom !== undefined));
    default:
      return choices[0];
  }
}

// ---- hidden information --------------------------------------------------------------------------

/** The secret labels a seat holds now (its raid target, its formation declaration), from its own view. */
function secretsOf(view: any): string[] {
  return [...(view.myTarget ? [view.myTarget.label] : []), ...(view.myDraft?.groups ?? []).map((g: any) => g.label)];
}

/** Everything the other seat can read about the game now shows none of `secrets`. */
async function expectHidden(id: string, key: string, secrets: string[], version: number) {
  if (secrets.length === 0) return;
  const surfaces: [string, unknown][] = [
    ["view", await read(id, key)],
    ["replay", await read(id, key, version)],
    ["feed", await feed(id, key)],
    ["export", (await api("GET", `/v1/games/${id}/export`, { key })).body],
    ["suggestion", (await api("POST", `/v1/games/${id}/suggest`, { key })).body],
    [
      "dry run",
      (await api("POST", `/v1/games/${id}/actions/validate`, { key, body: { action: { type: "designateTarget", world: "al-mumit" } } }))
        .body,
    ],
    ["error", (await act(id, key, { type: "designateTarget", world: "nowhere" })).body],
  ];
  for (const [what, body] of surfaces) for (const s of secrets) expect(JSON.stringify(body), `${what} shows ${s}`).not.toContain(s);
}

interface Played {
  game: any;
  memo: Memo;
  checks: number;
}

/** Plays to the end: whoever owes the first decision posts its choice; secrets are checked as they arise. */
async function playToEnd(
  id: string,
  keys: Record<Seat, string>,
  policy: Policy,
  before?: (me: any, seat: Seat) => Promise<void>,
  limit = 400,
): Promise<Played> {
  const memo = newMemo();
  let game = await read(id, keys.islamic);
  let checks = 0;
  const checked = new Set<string>();
  const trail: string[] = [];
  for (let i = 0; game.status === "active"; i++) {
    expect(i, trail.slice(-40).join("\n")).toBeLessThan(limit);
    const seat = game.pending[0].seat as Seat;
    const me = game.you?.seat === seat ? game : await read(id, keys[seat]);
    await before?.(me, seat);
    const action = choose(me, seat, policy, memo);
    trail.push(`${i} turn ${me.view.turn} ${seat} ${me.pending[0].prompt} ${JSON.stringify(action)}`);
    const r = await act(id, keys[seat], action, me.version);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    game = r.body.game;
    // A secret just made (a target, a formation group): the other side must not read it anywhere.
    // (Formation drafts change label with every ship added: the first few are enough.)
    const fresh = secretsOf(game.view).filter((s) => !checked.has(s));
    if (fresh.length > 0 && game.status === "active" && (checks < 3 || fresh.some((s) => s.startsWith("raid-target")))) {
      for (const s of fresh) checked.add(s);
      await expectHidden(id, keys[enemyOf(seat)], fresh, game.version);
      checks++;
    }
  }
  return { game: await read(id, keys.islamic), memo, checks };
}

/** The outcome agrees with the view and the feed ends with it. */
async function checkEnd(id: string, keys: Record<Seat, string>, game: any) {
  expect(game.status).toBe("finished");
  expect(game.view.phase).toBe("over");
  expect(game.outcome).toEqual(game.view.outcome);
  expect(game.pending).toEqual([]);
  if (game.outcome.kind === "stalemate") expect(game.outcome.winners).toEqual([]);
  else expect(game.outcome.winners).toHaveLength(1);
  const entries = await feed(id, keys.chinese);
  expect(entries.map((e) => e.version)).toEqual(entries.map((_, i) => i + 1));
  expect(entries.at(-1).events.at(-1)).toEqual({ type: "GameEnded", outcome: game.outcome });
  expect(game.seed).toMatch(/\S/);
  return entries.flatMap((e) => e.events);
}

// ---- GraphQL -------------------------------------------------------------------------------------

const P = "DoubleStar";
const TYPE_REF = "kind name ofType { kind name ofType { kind name ofType { kind name } } }";
const INTROSPECT = `{ __schema { types { name kind fields { name type { ${TYPE_REF} } } possibleTypes { name } } } }`;

type TypeInfo = { name: string; kind: string; fields: { name: string; type: any }[] | null; possibleTypes: { name: string }[] | null };
const namedType = (t: any): { kind: string; name: string } => (t.ofType ? namedType(t.ofType) : t);

/**
 * A selection of every field of a type, built from the schema the server publishes, so that the
 * test reads all of the typed view, choices, bounds and events. Fields inside a union member are
 * aliased `Member__field` (members may give one name different types); `plain` takes that off.
 */
function selectAll(types: Map<string, TypeInfo>, name: string, prefix = ""): string {
  const t = types.get(name)!;
  if (t.kind === "UNION")
    return `__typename ${t.possibleTypes!.map((p) => `... on ${p.name} { ${selectAll(types, p.name, p.name)} }`).join(" ")}`;
  return t
    .fields!.map((f) => {
      const inner = namedType(f.type);
      const sub = inner.kind === "OBJECT" || inner.kind === "UNION" ? ` { ${selectAll(types, inner.name)} }` : "";
      return `${prefix ? `${prefix}__${f.name}: ` : ""}${f.name}${sub}`;
    })
    .join(" ");
}

/** Drops GraphQL's __typename, the member aliases and the nulls of absent optional fields, to compare with REST. */
function plain(v: any): any {
  if (Array.isArray(v)) return v.map(plain);
  if (v === null || typeof v !== "object") return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k, x]) => k !== "__typename" && x !== null)
      .map(([k, x]) => [k.includes("__") ? k.slice(k.indexOf("__") + 2) : k, plain(x)]),
  );
}

/** A REST value as GraphQL shapes it: an outcome's scores map becomes a list of seat scores. */
function asGraphQL(v: any): any {
  if (Array.isArray(v)) return v.map(asGraphQL);
  if (v === null || typeof v !== "object") return v;
  const out = Object.fromEntries(
    Object.entries(v).map(([k, x]) => [
      k,
      k === "outcome" && x
        ? { ...asGraphQL(x), scores: Object.entries((x as any).scores ?? {}).map(([seat, score]) => ({ seat, score })) }
        : asGraphQL(x),
    ]),
  );
  return plain(out);
}

/** A listed choice as the @oneOf input: `{ moveUnit: { unit, hex, facing } }`, flags as true. */
function toInput(action: any): Record<string, unknown> {
  const { type, ...fields } = plain(action);
  return { [type]: Object.keys(fields).length === 0 ? true : fields };
}

describe("Double Star over GraphQL", () => {
  it("DS 10.2 Armageddon through typed mutations: created with typed options, illegal moves refused with their rule, every choice and bound typed, played until the sides agree a stalemate", {
    timeout: 120_000,
  }, async () => {
    const gina = await registerPlayer("Gina");
    const hal = await registerPlayer("Hal");
    const schema = await gql(INTROSPECT);
    expect(schema.body.errors, JSON.stringify(schema.body.errors)).toBeUndefined();
    const types = new Map<string, TypeInfo>(schema.body.data!.__schema.types.map((t: TypeInfo) => [t.name, t]));
    const VIEW = selectAll(types, `${P}View`);
    const ACTION = selectAll(types, `${P}Action`);
    const EVENT = selectAll(types, `${P}Event`);
    const BOUNDS = selectAll(types, `${P}Bounds`);

    const created = await gql(
      `mutation { createDoubleStarGame(options: { scenario: armageddon, turnLimit: 12, shipFactors: { battleship: { movement: 4 } } }, seat: "chinese") { ... on ${P}Game { id status view { phase } } ${PROBLEM} } }`,
      {},
      gina.apiKey,
    );
    expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
    const { id, status, view } = created.body.data!.createDoubleStarGame;
    expect([status, view]).toEqual(["open", null]);
    const joined = await gql(
      `mutation($id: ID!) { joinGame(id: $id) { ... on ${P}Played { game { status } } ${PROBLEM} } }`,
      { id },
      hal.apiKey,
    );
    expect(joined.body.data!.joinGame.game.status).toBe("active");
    const keys: Record<Seat, string> = { chinese: gina.apiKey, islamic: hal.apiKey };

    // Illegal moves change nothing: refused over GraphQL with a typed problem naming the rule, and
    // over REST with 422 (the rule), 403 (not your decision) or 400 (malformed).
    // Armageddon: the Islamic sets up first and places the Chinese worlds (DS 10.2, DS 9.1).
    const start = await read(id, keys.islamic);
    expect(start.pending.map((p: any) => [p.seat, p.prompt])).toEqual([["islamic", "placeWorld"]]);
    const place = start.pending[0].choices[0];
    const path = start.view.map.paths.find((p: any) => p.hexes.includes(place.hex));
    const offPath = start.view.map.paths.find((p: any) => p !== path && p.star === path.star).hexes[0];
    const REFUSE = `mutation($id: ID!, $a: ${P}ActionInput!) { play${P}(gameId: $id, action: $a) { __typename ${PROBLEM} } }`;
    const two = await gql(REFUSE, { id, a: { placeWorld: { world: place.world, hex: place.hex }, finishSetup: true } }, keys.islamic);
    expect(two.body.errors?.length).toBeGreaterThan(0); // @oneOf: exactly one variant
    expect((await gql(REFUSE, { id, a: { finishSetup: false } }, keys.islamic)).body.data![`play${P}`].__typename).toMatch(/Problem$/);
    const offGql = await gql(REFUSE, { id, a: { placeWorld: { world: place.world, hex: offPath } } }, keys.islamic);
    expect(offGql.body.data![`play${P}`]).toMatchObject({
      __typename: "IllegalActionProblem",
      code: "NOT_ON_ORBITAL_PATH",
      rule: expect.stringMatching(/^DS 9\.1/),
    });
    const problem = async (key: string, action: unknown, code: number) => {
      const r = await act(id, key, action);
      expect(r.status, JSON.stringify(r.body)).toBe(code);
      expect(r.contentType).toContain("application/problem+json");
      return r.body;
    };
    expect(await problem(keys.islamic, { ...place, hex: offPath }, 422)).toMatchObject({
      code: "NOT_ON_ORBITAL_PATH",
      rule: expect.stringMatching(/^DS 9\.1/),
    });
    // An action that does not answer the decision owed names the rule of that decision.
    expect(await problem(keys.islamic, { type: "endMovement" }, 422)).toMatchObject({
      code: "WRONG_ACTION",
      rule: expect.stringMatching(/^DS 9\.1/),
    });
    expect((await problem(keys.chinese, place, 403)).code).toMatch(/NOT_YOUR/);
    expect((await problem(keys.islamic, { type: "placeWorld", world: place.world }, 400)).code).toEqual(expect.any(String));
    expect((await read(id, keys.islamic)).version).toBe(0);

    const GAME = `query($id: ID!, $view: Boolean!) { game(id: $id) {
      ... on Game { version status you { seat } }
      ... on ${P}Game { view @include(if: $view) { ${VIEW} } pending { seat prompt text choices { ${ACTION} } bounds { ${BOUNDS} } } }
      ${PROBLEM} } }`;
    const PLAY = `mutation($id: ID!, $a: ${P}ActionInput!, $v: Int) { play${P}(gameId: $id, action: $a, expectedVersion: $v) {
      __typename ... on ${P}Played { version events { ${EVENT} } game { ... on Game { version status } } } ${PROBLEM} } }`;

    // A stalemate offered on turn 2 is accepted (DS 10.2); the Islamic moves first and flies at Az-Zarr.
    const policy: Policy = { attackers: ["islamic"], stalemateFrom: 2, formGroups: false };
    const memo = newMemo();
    const boundsSeen = new Set<string>();
    let seat: Seat = "islamic";
    let version = 0;
    for (let i = 0; ; i++) {
      expect(i).toBeLessThan(300);
      const compare = i === 0 || i % 25 === 0;
      const r = await gql(GAME, { id, view: true }, keys[seat]);
      expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
      const mine = r.body.data!.game;
      if (mine.status !== "active") break;
      if (!mine.pending.some((p: any) => p.seat === mine.you.seat)) {
        seat = enemyOf(seat);
        continue;
      }
      const decision = mine.pending.find((p: any) => p.seat === seat);
      for (const other of mine.pending.filter((p: any) => p.seat !== seat)) expect([other.choices, other.bounds]).toEqual([[], null]);
      // The typed choices and bounds are REST's, field for field; so is the typed view, now and then.
      const rest = await read(id, keys[seat]);
      const restDecision = rest.pending.find((p: any) => p.seat === seat);
      expect(plain(decision.choices)).toEqual(asGraphQL(restDecision.choices));
      if (restDecision.bounds) {
        expect(decision.bounds.__typename).toBe(decision.prompt === "placePopulation" ? `${P}PopulationBounds` : `${P}ArrivalBounds`);
        expect(plain(decision.bounds)).toEqual(asGraphQL(restDecision.bounds));
        boundsSeen.add(decision.bounds.__typename);
      } else {
        expect(decision.bounds).toBeNull();
      }
      if (compare) expect(plain(mine.view)).toEqual(asGraphQL(rest.view));

      const me = {
        ...mine,
        view: plain(mine.view),
        pending: mine.pending.map((p: any) => ({ ...plain(p), choices: plain(p.choices), bounds: p.bounds && plain(p.bounds) })),
      };
      const action = choose(me, seat, policy, memo);
      const p = await gql(PLAY, { id, a: toInput(action), v: mine.version }, keys[seat]);
      expect(p.body.errors, JSON.stringify(p.body)).toBeUndefined();
      const played = p.body.data![`play${P}`];
      expect(played.__typename, JSON.stringify(played)).toBe(`${P}Played`);
      expect(played.version).toBe(mine.version + 1);
      version = played.version;
      // The typed events are REST's, as the actor sees them.
      const restEntry = (await api("GET", `/v1/games/${id}/events?after=${mine.version}&limit=1`, { key: keys[seat] })).body.entries[0];
      expect(plain(played.events)).toEqual(asGraphQL(restEntry.events));
    }

    expect(memo.offBounds).toBe(2);
    expect([...boundsSeen].sort()).toEqual([`${P}ArrivalBounds`, `${P}PopulationBounds`]);
    expect([...memo.prompts]).toEqual(
      expect.arrayContaining(["placeWorld", "placePopulation", "placeIndustry", "buyForces", "movement", "production", "stalemate"]),
    );
    const end = await read(id, keys.islamic);
    const events = await checkEnd(id, keys, end);
    expect(end.outcome).toMatchObject({ kind: "stalemate", winners: [] });
    expect(end.view.turn).toBe(2);
    expect(events.filter((e) => e.type.startsWith("Stalemate")).map((e) => e.type)).toEqual(["StalemateOffered", "StalemateAnswered"]);
    expect(end.view.options.shipFactors).toEqual({ battleship: { movement: 4 } });
    expect(end.view.ships.filter((s: any) => s.kind === "battleship").every((s: any) => s.movement === 4)).toBe(true);

    // The whole feed in GraphQL: every event typed, the same as REST's.
    const typed = await gql(
      `query($id: ID!) { game(id: $id) { ... on ${P}Game { events(limit: 500) { version seat kind events { ${EVENT} } } } } }`,
      { id },
      hal.apiKey,
    );
    expect(typed.body.errors, JSON.stringify(typed.body.errors)).toBeUndefined();
    const restFeed = await feed(id, hal.apiKey);
    expect(typed.body.data!.game.events.map((e: any) => e.version)).toEqual(restFeed.map((e) => e.version));
    expect(plain(typed.body.data!.game.events.map((e: any) => e.events))).toEqual(asGraphQL(restFeed.map((e) => e.events)));
    expect(version).toBe(restFeed.at(-1).version);
  });
});

// ---- REST ------------------------------------------------------------------------------------

describe("Double Star over REST", () => {
  it("DS 10.1 Sneak Attack: two players set up, send their fleets at each other, fight (formations declared in secret) and play to the end (turn limit 6)", {
    timeout: 120_000,
  }, async () => {
    const { alice, bob, id, game } = await startedGame(KIND, { scenario: "sneakAttack", turnLimit: 6, maxCombatRounds: 3 });
    const keys = seatKeys<Seat>(game, [alice, bob]);
    expect(game.view).toMatchObject({ scenario: "sneakAttack", phase: "setup", turn: 0, setupStep: "worlds", setupSeat: "chinese" });
    // The Chinese places the Islamic worlds first (DS 9.1).
    expect(game.pending.map((p: any) => [p.seat, p.prompt])).toEqual([["chinese", "placeWorld"]]);

    // At the first move, one out of reach is refused (DS 4.1), in a dry run too, changing nothing.
    let refusedMove = false;
    const tryFar = async (me: any, seat: Seat) => {
      if (refusedMove || me.pending[0].prompt !== "moveUnit") return;
      refusedMove = true;
      const move = me.pending[0].choices.find((c: any) => c.type === "moveUnit");
      const far = enemyStarHex(me.view, seat);
      expect(me.pending[0].choices.some((c: any) => c.hex === far)).toBe(false);
      const r = await act(id, keys[seat], { ...move, hex: far });
      expect([r.status, r.contentType]).toEqual([422, expect.stringContaining("application/problem+json")]);
      expect(r.body).toMatchObject({ code: "UNREACHABLE", rule: expect.stringMatching(/^DS 4\.1/) });
      const dry = await api("POST", `/v1/games/${id}/actions/validate`, { key: keys[seat], body: { action: { ...move, hex: far } } });
      expect(dry.body).toMatchObject({ code: "UNREACHABLE", rule: expect.stringMatching(/^DS 4\.1/) });
      expect((await read(id, keys[seat])).version).toBe(me.version);
    };
    const {
      game: end,
      memo,
      checks,
    } = await playToEnd(id, keys, { attackers: ["chinese", "islamic"], huntShips: true, formGroups: true }, tryFar);
    expect(refusedMove).toBe(true);
    const events = await checkEnd(id, keys, end);
    expect(end.view.turn).toBe(6);
    // The set-up's off-list population amounts (one per side) were accepted within the bounds.
    expect(memo.offBounds).toBe(2);
    expect([...memo.prompts]).toEqual(
      expect.arrayContaining(["placeWorld", "placePopulation", "placeIndustry", "buyForces", "movement", "moveUnit", "fire", "production"]),
    );
    // Each side bought its list and formed a task force; the fleets met and fought (DS 6.9).
    for (const seat of SIDES) {
      expect(events.filter((e) => e.type === "CounterBought" && e.side === seat).map((e) => e.item)).toEqual(SHOPPING);
      expect(events.filter((e) => e.type === "TaskForceJoined" && e.side === seat)).toHaveLength(3);
    }
    expect(events.some((e) => e.type === "CombatBegan")).toBe(true);
    expect(events.filter((e) => e.type === "ShotResolved").length).toBeGreaterThan(0);
    // Formations are declared only where a task force holds counters from training (DS 7): when
    // one was, its secret declaration was checked against the other side's every surface.
    if (memo.groupsFormed > 0) expect(checks).toBeGreaterThan(0);
    if (memo.groupsFormed > 0) expect(events.some((e) => e.type === "FormationsRevealed")).toBe(true);
  });

  it("DS 10.3 Raid: each side's target stays hidden from the other (view, replay, feed, errors, dry runs, export) until the end, then both are shown", {
    timeout: 120_000,
  }, async () => {
    const { alice, bob, id, game } = await startedGame(KIND, { scenario: "raid", turnLimit: 3 });
    const keys = seatKeys<Seat>(game, [alice, bob]);
    const memo = newMemo();
    const policy: Policy = { attackers: ["chinese"], formGroups: true };
    let now = game;
    // Set-up up to the designations: both owe one, at once.
    for (let i = 0; !now.pending.some((p: any) => p.prompt === "designateTarget"); i++) {
      expect(i).toBeLessThan(200);
      const seat = now.pending[0].seat as Seat;
      const me = now.you?.seat === seat ? now : await read(id, keys[seat]);
      const r = await act(id, keys[seat], choose(me, seat, policy, memo), me.version);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      now = r.body.game;
    }
    expect(now.pending.map((p: any) => [p.seat, p.prompt]).sort()).toEqual([
      ["chinese", "designateTarget"],
      ["islamic", "designateTarget"],
    ]);
    const chinese = await read(id, keys.chinese);
    const targets = chinese.pending.find((p: any) => p.seat === "chinese").choices;
    expect(targets.every((c: any) => c.type === "designateTarget")).toBe(true);
    // Only enemy worlds with industry may be designated (DS 10.3).
    const industrial = chinese.view.bodies
      .filter((b: any) => b.side === "islamic" && b.surface.some((x: any) => x.industry > 0))
      .map((b: any) => b.id);
    expect(targets.map((c: any) => c.world).sort()).toEqual([...industrial].sort());
    const notIndustrial = chinese.view.bodies.find((b: any) => b.side === "islamic" && !industrial.includes(b.id)).id;
    const refused = await act(id, keys.chinese, { type: "designateTarget", world: notIndustrial });
    expect([refused.status, refused.body.code, refused.body.rule]).toEqual([422, "NOT_A_RAID_TARGET", expect.stringMatching(/^DS 10\.3/)]);

    const before = await read(id, keys.islamic);
    const designated = await act(id, keys.chinese, targets.at(-1), chinese.version);
    expect(designated.status, JSON.stringify(designated.body)).toBe(200);
    const label: string = designated.body.game.view.myTarget.label;
    expect(designated.body.events).toEqual([{ type: "TargetDesignated", side: "chinese", world: targets.at(-1).world, label }]);

    // The Islamic player reads only that a target was designated.
    const after = await read(id, keys.islamic);
    const expected = structuredClone(before.view);
    expected.sides.find((s: any) => s.side === "chinese").targetDesignated = true;
    expected.awaiting = ["islamic"];
    expect(after.view).toEqual(expected);
    expect(after.view.myTarget).toBeNull();
    const told = await feed(id, keys.islamic, before.version);
    expect(told.map((e) => [e.seat, e.events])).toEqual([["chinese", [{ type: "TargetDesignated", side: "chinese" }]]]);
    await expectHidden(id, keys.islamic, [label], designated.body.version);
    // A spectator of this public game learns no more.
    expect(JSON.stringify((await api("GET", `/v1/games/${id}`)).body)).not.toContain(label);
    expect(JSON.stringify((await api("GET", `/v1/games/${id}/events?limit=500`)).body)).not.toContain(label);

    // The Islamic designation is hidden from the Chinese the same way.
    const islamic = await read(id, keys.islamic);
    const mine = await act(id, keys.islamic, islamic.pending.find((p: any) => p.seat === "islamic").choices[0], islamic.version);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const islamicLabel: string = mine.body.game.view.myTarget.label;
    await expectHidden(id, keys.chinese, [islamicLabel], mine.body.version);

    const { game: end } = await playToEnd(id, keys, policy);
    const events = await checkEnd(id, keys, end);
    // Both targets are shown to both once the game is over (DS 10.3), and the export holds the whole record.
    const revealed = [
      { side: "islamic", world: islamic.pending.find((p: any) => p.seat === "islamic").choices[0].world, label: islamicLabel },
      { side: "chinese", world: targets.at(-1).world, label },
    ];
    expect(end.view.revealedTargets).toEqual(revealed);
    expect(events).toContainEqual({ type: "TargetsRevealed", targets: revealed });
    const record = (await api("GET", `/v1/games/${id}/export`, { key: keys.islamic })).body;
    expect(record.serverSeed).toMatch(/\S/);
    expect(JSON.stringify(record)).toContain(label);
  });
});

// ---- bots ----------------------------------------------------------------------------------------

describe("Double Star bots", () => {
  for (const scenario of ["sneakAttack", "raid", "armageddon"]) {
    it(`DS 10 ${scenario}: two bots play the whole scenario to its own end through the suggest endpoint`, {
      timeout: 300_000,
    }, async () => {
      // A fixed server seed: random bots may fight Armageddon (no length of its own) to the safety
      // limit; with this seed every scenario ends on its own terms.
      const { alice, bob, id, game } = await seededStartedGame(KIND, { scenario }, "ds-bots-0");
      const keys = seatKeys<Seat>(game, [alice, bob]);
      let now = game;
      const types = new Set<string>();
      for (let i = 0; now.status === "active"; i++) {
        expect(i).toBeLessThan(20_000);
        const seat = now.pending[0].seat as Seat;
        const s = await api("POST", `/v1/games/${id}/suggest`, { key: keys[seat] });
        expect(s.status, JSON.stringify(s.body)).toBe(200);
        types.add(s.body.action.type);
        const r = await act(id, keys[seat], s.body.action, now.version);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        now = r.body.game;
      }
      const end = await read(id, keys.islamic);
      await checkEnd(id, keys, end);
      // Ended by the scenario's own terms (DS 10), not by the safety turn limit.
      expect(end.outcome.reason).not.toMatch(/safety limit/);
      expect([...types]).toEqual(expect.arrayContaining(["placeWorld", "placePopulation", "buy", "finishSetup"]));
    });
  }
});
