// Deadlines in GraphQL (ARCHITECTURE §5): the input a create mutation takes — the service checks
// it with the same zod schema as REST's `timeControl` — and what a game shows of its clocks, in
// the same units as the input and as REST (hours; days for the vacation bank).
import type { GameResource } from "../src/service/types";
import { builder } from "./builder";

export const TimeoutPolicyEnum = builder.enumType("TimeoutPolicy", {
  description: "What happens when a seat's time and vacation bank are used up",
  values: { FORFEIT: { value: "forfeit" }, BOT: { value: "bot", description: "The built-in bot plays the move" } } as const,
});

export const TimeControlInput = builder.inputType("TimeControlInput", {
  description: "Deadlines for play at a distance (the same bounds as REST's timeControl)",
  fields: (t) => ({
    decisionHours: t.float({ required: true, description: "Time for each decision, in hours (e.g. 72 for three days)" }),
    vacationDays: t.int({ required: false, description: "A bank of days each seat may draw on, a day at a time (default 0)" }),
    warningHours: t.float({
      required: false,
      description: "How long before a deadline deadline.warning goes out (default: a quarter of the decision time)",
    }),
    onTimeout: t.field({ type: TimeoutPolicyEnum, required: false, description: "Default FORFEIT" }),
  }),
});

type Clocks = NonNullable<GameResource["timeControl"]>;

const SeatClockRef = builder.objectRef<Clocks["seats"][number]>("SeatClock").implement({
  fields: (t) => ({
    seat: t.exposeString("seat"),
    deadline: t.field({
      type: "DateTime",
      nullable: true,
      description: "When this seat's decision is due; null while it owes none",
      resolve: (c) => c.deadline,
    }),
    vacationLeftHours: t.exposeFloat("vacationLeftHours"),
  }),
});

export const TimeControlRef = builder.objectRef<Clocks>("TimeControl").implement({
  description: "A game's deadlines and each seat's clock",
  fields: (t) => ({
    decisionHours: t.exposeFloat("decisionHours"),
    warningHours: t.exposeFloat("warningHours", { description: "deadline.warning goes out this long before a deadline" }),
    vacationDays: t.exposeFloat("vacationDays"),
    onTimeout: t.field({ type: TimeoutPolicyEnum, resolve: (c) => c.onTimeout }),
    seats: t.field({ type: [SeatClockRef], resolve: (c) => c.seats }),
  }),
});
