// The turn (IS 4): initiative with its tie rule, the winner's choice of role, the two movement
// and two combat phases, and the end phase with its torpedo nets (IS 6.16).
import { violation, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { ChooseRoleAction, SetNetsAction } from "../actions";
import { RULE } from "../rulebook";
import type { IronStarsState, SeatRoll, Ship } from "../state";
import { liveFleet, otherSeat, shipById, sizeClass } from "../queries";
import { emit, roll } from "../../../engine/kit";
import type { Ctx } from "../events";
import { editShip, editShips } from "../own";

export function beginTurn(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = "play";
  s.turn += 1;
  s.step = "initiative";
  s.active = null;
  s.netsSet = [];
  for (const ship of editShips(s, (x) => x.moved || x.fired)) {
    ship.moved = false;
    ship.fired = false;
  }
  emit(ctx, { type: "TurnBegan", turn: s.turn });
  // IS 4.3: a d6 each; a tie goes to last turn's loser, and in the first turn is rolled again.
  const rolls: SeatRoll[][] = [];
  let winner: SeatId | null = null;
  let tieBroken = false;
  while (!winner) {
    const pair = s.seats.map((seat) => ({ seat, roll: roll(ctx, 6, `initiative, turn ${s.turn}: ${seat}`) }));
    rolls.push(pair);
    const [a, b] = pair as [SeatRoll, SeatRoll];
    if (a.roll !== b.roll) winner = a.roll > b.roll ? a.seat : b.seat;
    else if (s.lastLoser) {
      winner = s.lastLoser;
      tieBroken = true;
    }
  }
  s.initiative = { turn: s.turn, rolls, winner, tieBrokenByPreviousLoser: tieBroken };
  s.lastLoser = otherSeat(s, winner);
  emit(ctx, { type: "InitiativeRolled", turn: s.turn, rolls, winner, tieBrokenByPreviousLoser: tieBroken });
}

export function chooseRole(ctx: Ctx, seat: SeatId, a: ChooseRoleAction): void {
  const { s } = ctx;
  s.active = a.role === "active" ? seat : otherSeat(s, seat);
  s.step = "activeMovement";
  for (const ship of editShips(s, (x) => x.moved)) ship.moved = false;
  emit(ctx, { type: "RoleChosen", seat, role: a.role, active: s.active });
}

export function hasNets(ship: Ship): boolean {
  const size = sizeClass(ship);
  return size === "M" || size === "L" || size === "VL";
}

export function netShips(s: IronStarsState, seat: SeatId): Ship[] {
  return liveFleet(s, seat).filter(hasNets);
}

/** Seats that still owe their nets in this end phase. */
export function netsOwed(s: IronStarsState): SeatId[] {
  if (!s.options.torpedoNets || s.phase !== "play" || s.step !== "end") return [];
  return s.seats.filter((seat) => !s.netsSet.includes(seat) && netShips(s, seat).length > 0);
}

export function checkSetNets(s: IronStarsState, seat: SeatId, a: SetNetsAction): RuleViolation | null {
  if (!s.options.torpedoNets)
    return violation("ADVANCED_RULE_OFF", RULE.torpedoNets, "This game was created without the advanced rule for torpedo nets.");
  const seen = new Set<string>();
  for (const id of a.deployed) {
    const ship = shipById(s, id);
    if (!ship || ship.side !== seat) return violation("NOT_YOUR_SHIP", RULE.torpedoNets, `"${id}" is not one of your ships.`);
    if (ship.destroyed || !ship.position)
      return violation("SHIP_NOT_ON_TABLE", RULE.torpedoNets, `${ship.name} is no longer on the table.`);
    if (!hasNets(ship))
      return violation(
        "NO_NETS",
        RULE.torpedoNets,
        `${ship.name} is ${sizeClass(ship) === "VS" ? "very small" : "small"}: only medium and larger ships carry torpedo nets.`,
      );
    if (seen.has(id)) return violation("DUPLICATE_SHIP", RULE.torpedoNets, `${ship.name} is listed twice.`);
    seen.add(id);
  }
  return null;
}

export function setNets(ctx: Ctx, seat: SeatId, a: SetNetsAction): void {
  const { s } = ctx;
  for (const { id } of netShips(s, seat)) {
    const deployed = a.deployed.includes(id);
    if (shipById(s, id)!.nets !== deployed) editShip(s, id).nets = deployed;
  }
  s.netsSet.push(seat);
  emit(ctx, {
    type: "NetsSet",
    seat,
    deployed: netShips(s, seat)
      .filter((x) => x.nets)
      .map((x) => x.id),
  });
}
