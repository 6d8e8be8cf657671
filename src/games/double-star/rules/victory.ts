// Victory (DS 10). Sneak Attack: a Chinese base on any large world of An-Nur wins at once; the
// Islamic side wins when time runs out. Armageddon: strategic or tactical victory the moment its
// thresholds are met, stalemate otherwise. Raid: judged at the end on the secretly designated
// worlds (revealed then); decided early only when both raids have already succeeded.
import type { Outcome } from "../../../engine/contract";
import { bodyData, type Side } from "../map";
import { ARMAGEDDON, SCENARIOS } from "../scenarios";
import { enemyOf, SIDES } from "../seats";
import type { DoubleStarState } from "../state";
import { industry, population, SITE_KEYS } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";

export function finish(ctx: Ctx, outcome: Outcome): void {
  const s = ctx.s;
  if (s.result) return;
  if (s.scenario === "raid" && SIDES.every((side) => s.targets[side])) {
    emit(ctx, {
      type: "TargetsRevealed",
      targets: SIDES.map((side) => ({ side, world: s.targets[side]!.world, label: s.targets[side]!.label })),
    });
  }
  s.result = outcome;
  s.phase = "over";
  s.moving = null;
  s.stalemateOffer = null;
  emit(ctx, { type: "GameEnded", outcome });
}

export function forfeitOutcome(side: Side): Outcome {
  return { winners: [enemyOf(side)], kind: "forfeit", reason: `The ${side === "islamic" ? "Islamic" : "Chinese"} side resigned.` };
}

// The site indexes (SITE_KEYS order, which `s.sites` follows) on the large worlds of An-Nur: the map
// fixes them, and the check below runs after every battle and interim stage of a Sneak Attack.
const AN_NUR_WORLD_SITES: readonly number[] = SITE_KEYS.flatMap((k, i) =>
  bodyData(k.body).star === "an-nur" && bodyData(k.body).disc === "large" ? [i] : [],
);

/** A Chinese base on a large world of the An-Nur system (DS 10.1). */
export function chineseBaseInAnNur(s: DoubleStarState): boolean {
  for (const i of AN_NUR_WORLD_SITES) {
    const st = s.sites[i]!;
    if (st.owner === "chinese" && st.bases > 0) return true;
  }
  return false;
}

function armageddonWinner(s: DoubleStarState): Outcome | null {
  for (const side of SIDES) {
    const enemy = enemyOf(side);
    const tactical = population(s, enemy) < ARMAGEDDON.enemyBelow && population(s, side) >= ARMAGEDDON.ownAtLeast;
    if (!tactical) continue;
    const strategic = industry(s, enemy) === 0 && industry(s, side) >= 1;
    const name = side === "islamic" ? "Islamic" : "Chinese";
    return strategic
      ? {
          winners: [side],
          kind: "strategic",
          reason: `The ${name} side destroyed every enemy industry and brought the enemy below 200 million people, keeping industry and 400 million of its own.`,
        }
      : {
          winners: [side],
          kind: "tactical",
          reason: `The ${name} side brought the enemy below 200 million people while keeping 400 million of its own.`,
        };
  }
  return null;
}

/** Whether each side's raid hit its designated world (DS 10.3). */
export function raidHits(s: DoubleStarState): Record<Side, boolean> {
  const hit = (side: Side) => {
    const t = s.targets[side];
    return t !== null && (s.industryLost[enemyOf(side)][t.world] ?? 0) > 0;
  };
  return { islamic: hit("islamic"), chinese: hit("chinese") };
}

/** Checked after every battle and interim phase: the conditions that end a game at once. */
export function checkVictory(ctx: Ctx): void {
  const s = ctx.s;
  if (s.result || s.phase === "setup") return;
  if (s.scenario === "sneakAttack" && chineseBaseInAnNur(s)) {
    return finish(ctx, { winners: ["chinese"], kind: "decisive", reason: "The Chinese established a base on a world of An-Nur." });
  }
  if (s.scenario === "armageddon") {
    const o = armageddonWinner(s);
    if (o) return finish(ctx, o);
  }
  if (s.scenario === "raid") {
    const hits = raidHits(s);
    if (hits.islamic && hits.chinese)
      return finish(ctx, { winners: [], kind: "stalemate", reason: "Both raids destroyed industry on their designated worlds." });
  }
}

/** The judgement when the scenario's time runs out (or the safety limit, DS 11.3). */
export function endOfGameOutcome(s: DoubleStarState): Outcome {
  const limited = SCENARIOS[s.scenario].length.kind === "unlimited" || s.turn >= s.options.turnLimit;
  const note = limited && s.turn >= s.options.turnLimit ? ` (safety limit of ${s.options.turnLimit} turns)` : "";
  switch (s.scenario) {
    case "sneakAttack":
      return { winners: ["islamic"], kind: "decisive", reason: `Time ran out before the Chinese could establish a base in An-Nur${note}.` };
    case "armageddon":
      return (
        armageddonWinner(s) ?? { winners: [], kind: "stalemate", reason: `Neither side achieved a tactical or strategic victory${note}.` }
      );
    case "raid": {
      const hits = raidHits(s);
      if (hits.islamic && !hits.chinese)
        return {
          winners: ["islamic"],
          kind: "decisive",
          reason: `The Islamic raid destroyed industry on its designated world and the Chinese raid did not${note}.`,
        };
      if (hits.chinese && !hits.islamic)
        return {
          winners: ["chinese"],
          kind: "decisive",
          reason: `The Chinese raid destroyed industry on its designated world and the Islamic raid did not${note}.`,
        };
      return {
        winners: [],
        kind: "stalemate",
        reason: hits.islamic ? `Both raids succeeded${note}.` : `Neither raid destroyed industry on its designated world${note}.`,
      };
    }
  }
}
