// Seats (DS 9): the Islamic culture of An-Nur and the Chinese culture of Az-Zarr.
import type { SeatId, SeatSpec } from "../../engine/contract";
import type { Side } from "./map";

export const ISLAMIC = "islamic";
export const CHINESE = "chinese";
export const SIDES: readonly Side[] = [ISLAMIC, CHINESE];

export function seatSpecs(): SeatSpec[] {
  return [
    { id: ISLAMIC, name: "Islamic (An-Nur)" },
    { id: CHINESE, name: "Chinese (Az-Zarr)" },
  ];
}

export function isSide(seat: SeatId | null): seat is Side {
  return seat === ISLAMIC || seat === CHINESE;
}

export function enemyOf(side: Side): Side {
  return side === ISLAMIC ? CHINESE : ISLAMIC;
}
