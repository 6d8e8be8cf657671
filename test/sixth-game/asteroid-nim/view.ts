// What each reader may see: a claim only by its owner until the end; everything else is public.
import type { GameEvent, Viewer } from "../../../src/engine/contract";
import type { AsteroidNimEvent, AsteroidNimView } from "./schema";
import { SEATS, seatSpecs } from "./seats";
import type { AsteroidNimState } from "./state";

export function view(s: AsteroidNimState, viewer: Viewer): AsteroidNimView {
  const names = Object.fromEntries(seatSpecs().map((spec) => [spec.id, spec.name]));
  const prospectors = Object.fromEntries(
    SEATS.map((seat) => [
      seat,
      {
        name: names[seat]!,
        haul: s.hauls[seat],
        claimed: s.claims[seat] !== null,
        claim: seat === viewer || s.phase === "over" ? s.claims[seat] : null,
      },
    ]),
  );
  return {
    phase: s.phase,
    belt: s.belt,
    maxTake: s.options.maxTake,
    turn: s.turn,
    prospectors,
    lastTaker: s.lastTaker,
    core: s.core,
    outcome: s.result,
  };
}

export function redact(event: GameEvent, viewer: Viewer): GameEvent | null {
  const e = event as AsteroidNimEvent;
  if (e.type === "lodeClaimed" && e.seat !== viewer) return { type: e.type, seat: e.seat };
  return event;
}
