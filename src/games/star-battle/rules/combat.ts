// Battle resolution (SB 4.2–4.4). Every coin and die comes from the Rng and is also written
// into the report, so a reader can check the report against the recorded rolls.
import type { SeatId } from "../../../engine/contract";
import type { Rng } from "../../../engine/rng";
import { fleetOf, fleetSize, setFleet } from "../chart";
import { cellToWrite } from "../chart-write";
import type { Ctx } from "../events";
import type { BattleReport, BattleRound, Fleet, Pos, ShipFlips, WritableCell } from "../state";
import { CRT_COLUMNS, crtColumn, crtResult, strength } from "../crt";

/** A Decisive battle stops after this many rounds even if both sides survive (never seen). */
export const DECISIVE_ROUND_CAP = 1000;

export function fight(ctx: Ctx, at: Pos, attacker: SeatId, defender: SeatId): BattleReport {
  const rng = ctx.rng!;
  // Every battle writes its cell (each round stores both fleets): this step's own copy of it.
  const cell = cellToWrite(ctx, at);
  const before = { [attacker]: fleetOf(cell, attacker), [defender]: fleetOf(cell, defender) };
  const rounds: BattleRound[] = [];
  const method = ctx.s.options.battle;
  if (method === "tabular") {
    rounds.push(tableRound(rng, cell, attacker, defender));
  } else {
    do rounds.push(coinRound(rng, cell, attacker, defender, rounds.length + 1));
    while (
      method === "decisive" &&
      fleetSize(fleetOf(cell, attacker)) > 0 &&
      fleetSize(fleetOf(cell, defender)) > 0 &&
      rounds.length < DECISIVE_ROUND_CAP
    );
  }
  const survivors = { [attacker]: fleetOf(cell, attacker), [defender]: fleetOf(cell, defender) };
  const losses: Record<SeatId, Fleet> = {};
  for (const seat of [attacker, defender]) {
    losses[seat] = {
      scouts: before[seat]!.scouts - survivors[seat]!.scouts,
      dreadnoughts: before[seat]!.dreadnoughts - survivors[seat]!.dreadnoughts,
    };
  }
  return { at: { ...at }, attacker, defender, method, rounds, losses, survivors };
}

/**
 * SB 4.2: every ship of both sides is flipped; heads destroys a Scout, a Dreadnought on heads
 * is flipped once more and destroyed only by a second heads. Losses are taken together.
 */
function coinRound(rng: Rng, cell: WritableCell, attacker: SeatId, defender: SeatId, round: number): BattleRound {
  const ships: ShipFlips[] = [];
  for (const seat of [attacker, defender]) {
    const f = fleetOf(cell, seat);
    for (let i = 1; i <= f.scouts; i++) {
      const heads = rng.flip(`battle (${cell.x},${cell.y}) round ${round}: ${seat} scout ${i}`);
      ships.push({ seat, ship: "scout", flips: [heads], destroyed: heads });
    }
    for (let i = 1; i <= f.dreadnoughts; i++) {
      const purpose = `battle (${cell.x},${cell.y}) round ${round}: ${seat} dreadnought ${i}`;
      const flips = [rng.flip(purpose)];
      if (flips[0]) flips.push(rng.flip(`${purpose} second flip`));
      ships.push({ seat, ship: "dreadnought", flips, destroyed: flips.length === 2 && flips[1]! });
    }
  }
  for (const seat of [attacker, defender]) {
    const f = { ...fleetOf(cell, seat) };
    for (const ship of ships) {
      if (ship.seat !== seat || !ship.destroyed) continue;
      if (ship.ship === "scout") f.scouts--;
      else f.dreadnoughts--;
    }
    setFleet(cell, seat, f);
  }
  return { kind: "coins", ships };
}

/** SB 4.4 / SB T3: one round on the odds table, attacker against defender strength. */
function tableRound(rng: Rng, cell: WritableCell, attacker: SeatId, defender: SeatId): BattleRound {
  const a = strength(fleetOf(cell, attacker));
  const d = strength(fleetOf(cell, defender));
  const column = crtColumn(a, d);
  const roll = rng.roll(6, `battle (${cell.x},${cell.y}): odds ${CRT_COLUMNS[column]}`);
  const result = crtResult(column, roll);
  const attackerLosses = takeLosses(cell, attacker, result.attacker);
  const defenderLosses = takeLosses(cell, defender, result.defender);
  return {
    kind: "table",
    attackerStrength: a,
    defenderStrength: d,
    column: CRT_COLUMNS[column]!,
    roll,
    result: result.code,
    attackerLosses,
    defenderLosses,
  };
}

/** Removes `n` ships ("all" for every one), Scouts before Dreadnoughts. Returns ships lost. */
function takeLosses(cell: WritableCell, seat: SeatId, n: number | "all"): number {
  const f = { ...fleetOf(cell, seat) };
  const size = fleetSize(f);
  let left = n === "all" ? size : Math.min(n, size);
  const lost = left;
  const scouts = Math.min(left, f.scouts);
  f.scouts -= scouts;
  left -= scouts;
  f.dreadnoughts -= left;
  setFleet(cell, seat, f);
  return lost;
}
