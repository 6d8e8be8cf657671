// Reads of Double Star battles for the scenario tests, from what the API gives out: the feed's
// shots and each shot's battle as the view showed it just before (`?at=`). The factors a formation
// gives are written here from the book's Effects of Battle Formations table (DS 6.3–6.6), apart from
// the engine's own tables, so that the tests check the engine against the book.
import { expect } from "vitest";
import { api } from "../helpers";
import { feed } from "./replay";

export type Formation = "cone" | "wedge" | "cylinder" | "globe";
interface Member {
  attack: number;
  defense: number;
  screened: boolean;
}

/** The table's minimum ships (wedge and cylinder count unscreened ships). */
export const MINIMUM: Record<Formation, number> = { cone: 4, wedge: 4, cylinder: 6, globe: 8 };
const screens = (f: Formation) => f === "wedge" || f === "cylinder";
/** Ships that add to a formation's factors: unscreened where it screens, never zero-attack ones. */
const adding = (f: Formation, ships: Member[]) => ships.filter((s) => s.attack > 0 && !(screens(f) && s.screened));

export function bookAttack(f: Formation, ships: Member[]): number {
  const firing = screens(f) ? ships.filter((s) => !s.screened) : ships;
  if (f === "wedge") return Math.max(...firing.map((s) => s.attack)) + adding(f, firing).length - 1;
  return firing.reduce((n, s) => n + s.attack, 0);
}

export function bookDefense(f: Formation, ships: Member[], self: Member): number {
  return self.defense + adding(f, ships).filter((s) => s !== self).length;
}

export interface Shot {
  version: number;
  side: string;
  unit: string;
  target: string;
  attack: number;
  defense: number;
  die: number;
  result: string;
  firstFire: boolean;
}

export interface Battle {
  id: string;
  key: string;
  /** Every feed entry. */
  entries: any[];
  shots: Shot[];
  /** The view just before a version's step (cached). */
  before(version: number): Promise<any>;
}

export async function battle(id: string, key: string): Promise<Battle> {
  const entries = await feed(id, key);
  const shots = entries.flatMap((e: any) =>
    e.events.filter((x: any) => x.type === "ShotResolved").map((x: any) => ({ ...x, version: e.version })),
  );
  const cache = new Map<number, any>();
  const before = async (version: number) => {
    if (!cache.has(version)) {
      const r = await api("GET", `/v1/games/${id}?at=${version - 1}`, { key });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      cache.set(version, r.body.view);
    }
    return cache.get(version);
  };
  return { id, key, entries, shots, before };
}

/** A group of the battle in the view, with its ships' factors from the view. */
export function membersOf(view: any, group: any): Member[] {
  return group.ships.map((id: string) => {
    const ship = view.ships.find((x: any) => x.id === id);
    return { attack: ship.attack, defense: ship.defense, screened: group.screened.includes(id) };
  });
}

/** Whether a group fights formed this round: a globe fights scattered in its first round (DS 6.6). */
export const formed = (view: any, group: any) => group.counters[0] !== "globe" || view.combat.round > group.formedRound;

/**
 * Checks every shot's attack and defence factors against the book's table, from the battle as it
 * stood before the shot's step; returns the shots fired by or at formed groups, with their formation.
 * In a step where an attacker's globe fired first, only that first shot is read (its result stands
 * before the rest fire, DS 6.10).
 */
export async function checkFactors(
  b: Battle,
): Promise<{ by: { shot: Shot; formation: Formation; group: any }[]; at: { shot: Shot; formation: Formation; group: any }[] }> {
  const by: { shot: Shot; formation: Formation; group: any }[] = [];
  const at: { shot: Shot; formation: Formation; group: any }[] = [];
  const stepsWithFirstFire = new Set(b.shots.filter((s) => s.firstFire).map((s) => s.version));
  for (const shot of b.shots) {
    if (stepsWithFirstFire.has(shot.version) && !shot.firstFire) continue;
    const view = await b.before(shot.version);
    const groups: any[] = view.combat.groups;
    const firing = groups.find((g) => g.id === shot.unit);
    if (firing) {
      const formation = firing.counters[0] as Formation;
      expect(formed(view, firing), `${shot.unit} fired as one in its first round as a globe`).toBe(true);
      expect(shot.attack, `${shot.unit} (${formation}) attack at version ${shot.version}`).toBe(
        bookAttack(formation, membersOf(view, firing)),
      );
      by.push({ shot, formation, group: firing });
    } else
      expect(shot.attack, `${shot.unit} attack at version ${shot.version}`).toBe(view.ships.find((x: any) => x.id === shot.unit).attack);
    const holding = groups.find((g) => g.ships.includes(shot.target));
    const target = view.ships.find((x: any) => x.id === shot.target);
    if (holding && formed(view, holding)) {
      const formation = holding.counters[0] as Formation;
      expect(holding.screened, `${shot.target} was shot at behind a screen`).not.toContain(shot.target);
      const members = membersOf(view, holding);
      const self = members[holding.ships.indexOf(shot.target)]!;
      expect(shot.defense, `${shot.target} (${formation}) defence at version ${shot.version}`).toBe(bookDefense(formation, members, self));
      at.push({ shot, formation, group: holding });
    } else expect(shot.defense, `${shot.target} defence at version ${shot.version}`).toBe(target.defense);
  }
  return { by, at };
}
