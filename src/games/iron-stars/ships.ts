// Ship records (IS 2): every record the book prints, as data, and the checks a record must pass,
// which also validate user-designed records (IS 9). The book's records reached us through OCR:
// where a printed detail disagrees with a stated number, the number wins (README, R1–R4).
import { sizeClassOf, DICE, type Die, type SizeClass } from "./tables";

export interface Battery {
  guns: number;
  die: Die;
  /** Damage value: d20s (d12s for torpedoes) rolled on the location track per hit. */
  damage: number;
}

export type Section = "hull" | "armour" | "thrust" | "primary" | "secondary" | "light";
/** IS 2.8: the sections of the damage location track, left to right. */
export const SECTIONS: readonly Section[] = ["hull", "armour", "thrust", "primary", "secondary", "light"];

/** A range of d20 results, inclusive; null where the record prints "-". */
export type TrackRange = { readonly from: number; readonly to: number } | null;
export type Track = Readonly<Record<Section, TrackRange>>;

export interface Equipment {
  /** Congreve rockets carried (IS 7.4); one piece of equipment however many. */
  rockets: number;
  /** Fire arrows carried (IS 7.5); one piece of equipment however many. */
  fireArrows: number;
  /** Mine factors (IS 7.6); each factor is a piece of equipment. */
  mines: number;
  /** The battery that is lightning projectors (IS 7.3), if any. */
  lightningProjectors: "primary" | "secondary" | null;
  gyroscopicStabilizer: boolean;
  keelBombard: boolean;
}

export const NO_EQUIPMENT: Equipment = {
  rockets: 0,
  fireArrows: 0,
  mines: 0,
  lightningProjectors: null,
  gyroscopicStabilizer: false,
  keelBombard: false,
};

export interface ShipRecord {
  /** The class key ("petrograd") or "design" for a user record. */
  classId: string;
  className: string;
  /** "Light Cruiser", "Destroyer" … */
  type: string;
  nation: string;
  points: number;
  hull: number;
  /** The hull VP value printed after the slash (IS 2.11). */
  hvp: number;
  armour: number;
  thrust: number;
  primary: Battery | null;
  secondary: Battery | null;
  light: number;
  torpedoes: Battery | null;
  track: Track;
  /** 1-based hull circles printed as "Q" (IS 6.12). */
  q: readonly number[];
  equipment: Equipment;
}

const b = (guns: number, die: Die, damage: number): Battery => ({ guns, die, damage });
const r = (from: number, to: number): TrackRange => ({ from, to });
const track = (
  hull: TrackRange,
  armour: TrackRange,
  thrust: TrackRange,
  primary: TrackRange,
  secondary: TrackRange,
  light: TrackRange,
): Track => ({
  hull,
  armour,
  thrust,
  primary,
  secondary,
  light,
});
const eq = (e: Partial<Equipment>): Equipment => ({ ...NO_EQUIPMENT, ...e });

/** Nike's track as her sample record prints it (Gauntlet's row); the option `nikeTrack: "printed"` (R4). */
export const NIKE_PRINTED_TRACK: Track = track(r(1, 12), r(13, 13), r(14, 15), r(16, 16), r(17, 18), r(19, 20));

/** Every ship record printed in the book: the sample record (IS 2), scenario one (IS 8.1), and scenario two's three survivors. */
export const SHIP_CLASSES: Readonly<Record<string, ShipRecord>> = {
  nike: {
    classId: "nike",
    className: "Nike",
    type: "Light Cruiser",
    nation: "Britain",
    points: 38,
    hull: 10,
    hvp: 2,
    armour: 2,
    thrust: 4,
    primary: b(4, 10, 2),
    secondary: b(6, 6, 1),
    light: 4,
    torpedoes: b(4, 8, 2),
    // IS 2.8: the text gives hull 1–10, armour 11, thrust 12–13; the primary takes the 14–15 the
    // text frees, secondary and light guns keep their printed ranges (R4). NIKE_PRINTED_TRACK is the record's row.
    track: track(r(1, 10), r(11, 11), r(12, 13), r(14, 16), r(17, 18), r(19, 20)),
    q: [],
    equipment: NO_EQUIPMENT,
  },
  gauntlet: {
    classId: "gauntlet",
    className: "Gauntlet",
    type: "Battlecruiser",
    nation: "Britain",
    points: 95,
    hull: 19,
    hvp: 3,
    armour: 3,
    thrust: 6,
    primary: b(4, 8, 3),
    secondary: b(6, 6, 2),
    light: 6,
    torpedoes: b(6, 6, 3),
    track: track(r(1, 12), r(13, 13), r(14, 15), r(16, 16), r(17, 18), r(19, 20)),
    q: [10],
    equipment: eq({ rockets: 5 }),
  },
  golem: {
    classId: "golem",
    className: "Haemonculous",
    type: "Cruiser",
    nation: "Britain",
    points: 43,
    hull: 14,
    hvp: 2,
    armour: 1,
    thrust: 5,
    primary: b(4, 8, 2),
    secondary: b(4, 6, 1),
    light: 4,
    torpedoes: b(4, 8, 3),
    track: track(r(1, 12), null, r(13, 14), r(15, 16), r(17, 18), r(19, 20)),
    q: [7],
    equipment: eq({ lightningProjectors: "primary", gyroscopicStabilizer: true }),
  },
  sycorax: {
    classId: "sycorax",
    className: "Caliban",
    type: "Light Cruiser",
    nation: "Britain",
    points: 25,
    hull: 7,
    hvp: 2,
    armour: 1,
    thrust: 7,
    primary: b(2, 8, 2),
    secondary: b(4, 6, 1),
    light: 6,
    torpedoes: b(3, 6, 3),
    track: track(r(1, 8), r(9, 9), r(10, 13), r(14, 14), r(15, 16), r(17, 20)),
    q: [],
    equipment: NO_EQUIPMENT,
  },
  alpha: {
    classId: "alpha",
    className: "Alpha",
    type: "Destroyer",
    nation: "Britain",
    points: 5,
    hull: 1,
    hvp: 3,
    armour: 0,
    thrust: 9,
    primary: null,
    secondary: null,
    light: 2,
    torpedoes: b(2, 6, 2),
    track: track(r(1, 3), null, r(4, 17), null, null, r(18, 20)),
    q: [],
    equipment: NO_EQUIPMENT,
  },
  tsargrad: {
    classId: "tsargrad",
    className: "Tsargrad",
    type: "Cruiser",
    nation: "Russia",
    points: 53,
    hull: 12,
    hvp: 2,
    armour: 2,
    thrust: 6,
    primary: b(4, 8, 2),
    secondary: b(8, 6, 1),
    light: 8,
    torpedoes: b(6, 6, 2),
    track: track(r(1, 9), r(10, 10), r(11, 12), r(13, 14), r(15, 17), r(18, 20)),
    q: [],
    equipment: NO_EQUIPMENT,
  },
  petrograd: {
    classId: "petrograd",
    className: "Petrograd",
    type: "Light Cruiser",
    nation: "Russia",
    points: 28,
    hull: 8,
    hvp: 2,
    armour: 1,
    thrust: 6,
    primary: b(4, 6, 2),
    secondary: b(6, 4, 1),
    light: 4,
    torpedoes: b(4, 6, 2),
    track: track(r(1, 9), r(10, 10), r(11, 13), r(14, 15), r(16, 17), r(18, 20)),
    q: [2, 4, 6],
    equipment: eq({ mines: 3 }),
  },
  volga: {
    classId: "volga",
    className: "Volga",
    type: "Destroyer",
    nation: "Russia",
    points: 11,
    hull: 3,
    hvp: 2,
    armour: 0,
    thrust: 8,
    primary: null,
    secondary: null,
    light: 6,
    torpedoes: b(6, 6, 2),
    track: track(r(1, 6), null, r(7, 14), null, null, r(15, 20)),
    q: [1, 2],
    equipment: eq({ mines: 2 }),
  },
  taiZhou: {
    classId: "taiZhou",
    className: "Tai Zhou",
    type: "Cruiser",
    nation: "China",
    points: 53,
    hull: 10,
    hvp: 3,
    armour: 2,
    thrust: 6,
    primary: b(4, 6, 2),
    secondary: b(6, 6, 1),
    light: 10,
    torpedoes: b(4, 6, 2),
    track: track(r(1, 7), r(8, 8), r(9, 11), r(12, 13), r(14, 16), r(17, 20)),
    q: [],
    equipment: NO_EQUIPMENT,
  },
  minZhou: {
    classId: "minZhou",
    className: "Min Zhou",
    type: "Armoured Frigate",
    nation: "China",
    points: 28,
    hull: 6,
    hvp: 2,
    armour: 2,
    thrust: 6,
    primary: b(2, 6, 2),
    secondary: b(4, 6, 1),
    light: 4,
    torpedoes: b(4, 6, 2),
    track: track(r(1, 8), r(9, 9), r(10, 13), r(14, 14), r(15, 17), r(18, 20)),
    q: [],
    equipment: NO_EQUIPMENT,
  },
  feiYu: {
    classId: "feiYu",
    className: "Fei Yu",
    type: "Destroyer",
    nation: "China",
    points: 8,
    hull: 2,
    hvp: 2,
    armour: 0,
    thrust: 8,
    primary: null,
    secondary: null,
    light: 4,
    torpedoes: b(3, 6, 2),
    track: track(r(1, 5), null, r(6, 15), null, null, r(16, 20)),
    q: [1],
    equipment: eq({ fireArrows: 5 }),
  },
};

export const CLASS_IDS = Object.keys(SHIP_CLASSES) as [string, ...string[]];

/** IS 2.11: (points × ½) ÷ hull, rounded to the nearest integer (halves up). */
export function hullVp(points: number, hull: number): number {
  return Math.floor((points + hull) / (2 * hull));
}

export function sizeOf(record: Pick<ShipRecord, "hull">): SizeClass {
  return sizeClassOf(record.hull);
}

/** Pieces of special equipment a record carries (IS 6.12): rockets and fire arrows count once, each mine factor once. */
export function equipmentItems(e: Equipment): number {
  return (
    (e.rockets > 0 ? 1 : 0) +
    (e.fireArrows > 0 ? 1 : 0) +
    e.mines +
    (e.lightningProjectors ? 1 : 0) +
    (e.gyroscopicStabilizer ? 1 : 0) +
    (e.keelBombard ? 1 : 0)
  );
}

/** Circles in each section of the track (IS 2.8). */
export function circles(record: ShipRecord, section: Section): number {
  switch (section) {
    case "hull":
      return record.hull;
    case "armour":
      return record.armour;
    case "thrust":
      return record.thrust;
    case "primary":
      return record.primary?.guns ?? 0;
    case "secondary":
      return record.secondary?.guns ?? 0;
    case "light":
      return record.light;
  }
}

/** The ranges a record must respect (IS 2.2–2.9; the gun counts are the platform's ceiling, R7). */
export const RECORD_LIMITS = {
  points: { min: 1, max: 500 },
  hull: { min: 1, max: 35 },
  armour: { min: 0, max: 5 },
  thrust: { min: 2, max: 10 },
  guns: { min: 0, max: 30 },
  primaryDamage: { min: 1, max: 3 },
  secondaryDamage: { min: 1, max: 2 },
  torpedoDamage: { min: 1, max: 5 },
  expendables: { min: 0, max: 20 },
  mines: { min: 0, max: 10 },
} as const;

/**
 * Every way a record breaks the book's ranges, in our words; empty when it is sound. `checkHvp`
 * compares the printed hull VP with the formula (the book's records); designs have it derived.
 */
export function recordProblems(r: ShipRecord, checkHvp = true): string[] {
  const out: string[] = [];
  const L = RECORD_LIMITS;
  const range = (what: string, v: number, lim: { min: number; max: number }) => {
    if (!Number.isInteger(v) || v < lim.min || v > lim.max) out.push(`${what} ${v} is outside ${lim.min}..${lim.max}`);
  };
  range("points", r.points, L.points);
  range("hull", r.hull, L.hull);
  range("armour", r.armour, L.armour);
  range("thrust", r.thrust, L.thrust);
  range("light guns", r.light, L.guns);
  const battery = (what: string, bat: Battery | null, damage: { min: number; max: number }) => {
    if (!bat) return;
    range(`${what} guns`, bat.guns, { min: 1, max: L.guns.max });
    if (!DICE.includes(bat.die)) out.push(`${what} die d${bat.die} is not one of d4, d6, d8, d10, d12`);
    range(`${what} damage value`, bat.damage, damage);
  };
  battery("primary", r.primary, L.primaryDamage);
  battery("secondary", r.secondary, L.secondaryDamage);
  battery("torpedo", r.torpedoes, L.torpedoDamage);
  if (out.length === 0 && checkHvp && r.hvp !== hullVp(r.points, r.hull)) {
    out.push(`hull VP ${r.hvp} should be ${hullVp(r.points, r.hull)} (points ${r.points} ÷ 2 ÷ hull ${r.hull}, rounded)`);
  }
  // The track: sections left to right cover 1..20 without gaps or overlaps; hull always has a range.
  let next = 1;
  for (const section of SECTIONS) {
    const t = r.track[section];
    if (!t) continue;
    const { from: lo, to: hi } = t;
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo !== next || hi < lo) {
      out.push(`track section ${section} ${lo}-${hi} should start at ${next}`);
      break;
    }
    next = hi + 1;
  }
  if (next !== 21 && !out.some((p) => p.startsWith("track"))) out.push(`the track ends at ${next - 1}, not 20`);
  if (!r.track.hull) out.push("the track has no hull range");
  const e = r.equipment;
  range("rockets", e.rockets, L.expendables);
  range("fire arrows", e.fireArrows, L.expendables);
  range("mine factors", e.mines, L.mines);
  if (e.lightningProjectors && !r[e.lightningProjectors]) out.push(`lightning projectors need a ${e.lightningProjectors} battery`);
  const seen = new Set<number>();
  for (const q of r.q) {
    if (!Number.isInteger(q) || q < 1 || q > r.hull) out.push(`Q circle ${q} is not a hull circle 1..${r.hull}`);
    if (seen.has(q)) out.push(`Q circle ${q} is listed twice`);
    seen.add(q);
  }
  if (r.q.length > equipmentItems(e)) out.push(`${r.q.length} Q circles but only ${equipmentItems(e)} pieces of special equipment`);
  return out;
}
