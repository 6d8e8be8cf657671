// Every order a seat can post: a discriminated union on `type`, strict so unknown fields are
// refused. Hexes are map grid ids, facings 0..5 (the hex kit's direction order), sites the
// surface chart's hexes ("N" and "S" the two faces of the pole or the two hemispheres of a
// planetoid, "E1"–"E6" the equator).
import { z } from "zod";
// The enums the view and events name too, so each is one type in GraphQL and OpenAPI.
import { buyItemEnum, formationEnum, installationEnum, productEnum, siteEnum } from "./schema";

const hex = z.number().int().min(0).max(100_000);
const facing = z.number().int().min(0).max(5);
const site = siteEnum;
const id = z.string().min(1).max(40);
const act = <T extends string, S extends z.ZodRawShape>(type: T, shape: S, description: string) =>
  z
    .object({ type: z.literal(type), ...shape })
    .strict()
    .describe(description);

// set-up (DS 9, DS 8.1, DS 10.3)
export const placeWorldAction = act("placeWorld", { world: id, hex }, "DS 9.1: place one of the enemy's worlds on its own orbital path.");
export const placePopulationAction = act(
  "placePopulation",
  { body: id, site, amount: z.number().int().min(1).max(2000) },
  "DS 9.2: place population points (millions) on a land hex of one of your worlds, or on a planetoid hemisphere with a base (five per base).",
);
export const placeIndustryAction = act(
  "placeIndustry",
  { body: id, site },
  "DS 9.3: place an industry counter on a world of yours with at least 10 population.",
);
export const buyAction = act(
  "buy",
  {
    item: buyItemEnum,
    body: id,
    site: site
      .nullable()
      .describe("Installations and landed ships: the surface hex. Ships only: null puts the ship in orbit round the body."),
  },
  "DS 8.1: buy one initial counter with the scenario budget and place it at one of your worlds.",
);
export const finishSetupAction = act("finishSetup", {}, "DS 8.1: finish buying; the unspent budget becomes the contingency fund.");
export const designateTargetAction = act(
  "designateTarget",
  { world: id },
  "DS 10.3: secretly designate an enemy world with industry as your raid's target.",
);

// production (DS 8)
export const orderProductionAction = act(
  "orderProduction",
  {
    item: productEnum,
    body: id,
    site,
    emergency: z.boolean().describe("Paid from the contingency fund at double cost, arriving in four turns instead of six."),
    arrivalTurn: z.number().int().min(1).max(1000).nullable().default(null).describe("A later turn of arrival; null for the earliest."),
  },
  "DS 8.2–8.3: order a robot fighter, orbital fighter or power plant, delivered to the industry site named.",
);
export const convertToCommandAction = act(
  "convertToCommand",
  { ship: id },
  "DS 8.3: convert a battle cruiser or cruiser at a base into a command ship, replacing one lost (4 points).",
);
export const productionDoneAction = act("productionDone", {}, "DS 8: no more orders this interim phase.");

// movement (DS 4, DS 5)
export const selectUnitAction = act(
  "selectUnit",
  { unit: id },
  "DS 4.1: choose the ship or task force (by its command ship) to move next.",
);
export const moveUnitAction = act(
  "moveUnit",
  { unit: id, hex, facing },
  "DS 4.1, 4.3: move the selected unit to a reachable hex and facing (its own hex: change facing without moving).",
);
export const landUnitAction = act(
  "landUnit",
  { unit: id, body: id, site },
  "DS 4.2: move the selected ship and land it at a friendly base (or, carrying a base, on any empty land hex).",
);
export const holdUnitAction = act("holdUnit", { unit: id }, "DS 4.1: the selected unit stays where it is this phase.");
export const joinTaskForceAction = act(
  "joinTaskForce",
  { ship: id, taskForce: id },
  "DS 5.2: a ship in space in the task force's hex joins it.",
);
export const leaveTaskForceAction = act("leaveTaskForce", { ship: id }, "DS 5.2: a ship leaves its task force and returns to the map.");
export const loadCargoAction = act(
  "loadCargo",
  { ship: id, cargo: installationEnum },
  "DS 4.5: a landed transport picks up a power plant, or a new base or planetary defence, from its surface hex.",
);
export const unloadCargoAction = act("unloadCargo", { ship: id }, "DS 4.5: a transport landed at a base discharges its cargo there.");
export const relocateAction = act(
  "relocate",
  { body: id, from: site, to: site, item: installationEnum },
  "DS 4.12: move a power plant, or a newly produced base or planetary defence, to another hex of the same surface.",
);
export const endMovementAction = act("endMovement", {}, "DS 2.1: end your movement phase.");

// combat (DS 6)
export const formGroupAction = act(
  "formGroup",
  { taskForce: id, formation: formationEnum },
  "DS 6.8: open a new group of a task force under one of its formation counters.",
);
export const addToGroupAction = act(
  "addToGroup",
  { ship: id, screened: z.boolean() },
  "DS 6.8: put a ship of the task force into the open group (screened: wedge or cylinder only).",
);
export const addBackupAction = act(
  "addBackup",
  { formation: formationEnum },
  "DS 6.8: put another of the task force's counters beneath the open group as a back-up.",
);
export const closeGroupAction = act("closeGroup", {}, "DS 6.8: close the open group.");
export const formationsReadyAction = act(
  "formationsReady",
  {},
  "DS 6.8: your formations are set; ships in no group are scattered. Hidden until both sides are ready.",
);
export const shiftScreenAction = act(
  "shiftScreen",
  { ship: id },
  "DS 6.5: at the start of a round, move a cylinder ship between the formation and its screen.",
);
export const screensSetAction = act("screensSet", {}, "DS 6.5: no more screen changes this round.");
export const attackAction = act(
  "attack",
  { unit: id, target: id },
  "DS 6.9: a formation (group id) or scattered ship fires at an enemy ship.",
);
export const holdFireAction = act("holdFire", { unit: id }, "DS 6.9: this formation or ship does not fire this round.");
export const autoTargetAction = act(
  "autoTarget",
  {},
  "DS 6.9: every unit still to fire picks the target it outclasses most (ties: lowest id).",
);
export const ceaseFireAction = act("ceaseFire", {}, "DS 6.9: every unit still to fire holds its fire this round.");
export const breakOffAction = act(
  "breakOff",
  {},
  "DS 6.12: break off: the enemy fires one round unanswered, then your survivors withdraw.",
);
export const withdrawAction = act("withdraw", { hex }, "DS 6.12: the adjacent hex your surviving ships withdraw to.");
// Named apart from the view's DoubleStarStrike (a strike declared), which it would otherwise share a type name with.
export const strikeAction = act(
  "strike",
  { ship: id, body: id, site },
  "DS 6.13: a ship of yours will strike this enemy surface hex (and comes into range of planetary defences).",
).meta({
  id: "DoubleStarStrikeSurface",
});
export const noStrikeAction = act("noStrike", { ship: id }, "DS 6.13: this ship makes no surface strike.");
export const strikesDoneAction = act("strikesDone", {}, "DS 6.13: no more surface strikes in this hex.");
export const pdFireAction = act(
  "pdFire",
  { body: id, site, target: id.describe("A ship id, or the body id of an impacting planetoid.") },
  "DS 6.13: one shot of a planetary defence at this surface hex (each fires twice).",
);
export const pdDoneAction = act("pdDone", {}, "DS 6.13: the remaining planetary defence shots are not fired.");
export const chooseLossAction = act(
  "chooseLoss",
  {
    item: z
      .enum(["planetaryDefense", "powerPlant", "base", "ship"])
      .meta({ id: "DoubleStarLossItem", description: "What a 'des' strike result may destroy (DS 6.14)" }),
    ship: id.nullable(),
  },
  "DS 6.14: what a 'des' result destroys in the struck hex (the attacker chooses).",
);

// interim phase (DS 4.7–4.10, DS 7)
export const breakOrbitAction = act(
  "breakOrbit",
  { planetoid: id, facing },
  "DS 4.7: expend a power plant on the planetoid to break orbit at speed 1 with this facing.",
);
export const thrustAction = act(
  "thrust",
  {
    planetoid: id,
    change: z.enum(["accelerate", "decelerate", "turnLeft", "turnRight"]).meta({
      id: "DoubleStarThrustChange",
      description: "A power plant's effect on a free planetoid (DS 4.8): speed ±1, or a turn of one hex side",
    }),
  },
  "DS 4.8: expend a power plant: speed ±1, or turn one hex side.",
);
export const setFacingAction = act(
  "setFacing",
  { planetoid: id, facing },
  "DS 4.8: expend a power plant to face a planetoid at speed 0 in any direction.",
);
export const assumeOrbitAction = act(
  "assumeOrbit",
  { planetoid: id },
  "DS 4.9: expend a power plant to enter the orbit the planetoid is flying along, or orbit a body in its hex.",
);
export const planetoidsDoneAction = act("planetoidsDone", {}, "DS 4.8: no more power plant expenditures this interim phase.");
export const declareImpactAction = act(
  "declareImpact",
  { planetoid: id, body: id, site },
  "DS 4.10: expend a power plant to aim a free planetoid at a surface hex of a body in its hex.",
);
export const impactsDoneAction = act("impactsDone", {}, "DS 4.10: no more impacts this interim phase.");
export const chooseTrainingLossAction = act(
  "chooseTrainingLoss",
  { formation: formationEnum },
  "DS 7.4: the formation counter your task force loses.",
);

// stalemate (DS 10.2, DS 11.5)
export const offerStalemateAction = act("offerStalemate", {}, "DS 11.5: offer to end the game in stalemate.");
export const answerStalemateAction = act("answerStalemate", { accept: z.boolean() }, "DS 11.5: accept or refuse the stalemate offered.");

export const actionSchema = z.discriminatedUnion("type", [
  placeWorldAction,
  placePopulationAction,
  placeIndustryAction,
  buyAction,
  finishSetupAction,
  designateTargetAction,
  orderProductionAction,
  convertToCommandAction,
  productionDoneAction,
  selectUnitAction,
  moveUnitAction,
  landUnitAction,
  holdUnitAction,
  joinTaskForceAction,
  leaveTaskForceAction,
  loadCargoAction,
  unloadCargoAction,
  relocateAction,
  endMovementAction,
  formGroupAction,
  addToGroupAction,
  addBackupAction,
  closeGroupAction,
  formationsReadyAction,
  shiftScreenAction,
  screensSetAction,
  attackAction,
  holdFireAction,
  autoTargetAction,
  ceaseFireAction,
  breakOffAction,
  withdrawAction,
  strikeAction,
  noStrikeAction,
  strikesDoneAction,
  pdFireAction,
  pdDoneAction,
  chooseLossAction,
  breakOrbitAction,
  thrustAction,
  setFacingAction,
  assumeOrbitAction,
  planetoidsDoneAction,
  declareImpactAction,
  impactsDoneAction,
  chooseTrainingLossAction,
  offerStalemateAction,
  answerStalemateAction,
]);

export type DoubleStarAction = z.output<typeof actionSchema>;
export type ActionType = DoubleStarAction["type"];
export type ActionOf<T extends ActionType> = Extract<DoubleStarAction, { type: T }>;
