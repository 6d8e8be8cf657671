// The seats bar: who sits where, who owes a decision, and each seat's deadline and vacation bank.
import { h, clear } from "./dom.js";

/** The API gives time controls in hours (and days for the vacation bank). */
const HOUR_MS = 3_600_000;

export function duration(ms) {
  const neg = ms < 0;
  ms = Math.abs(ms);
  const d = Math.floor(ms / 86400000),
    hr = Math.floor((ms % 86400000) / 3600000),
    m = Math.floor((ms % 3600000) / 60000);
  const text = d ? `${d} d ${hr} h` : hr ? `${hr} h ${m} min` : `${Math.max(m, ms > 0 ? 1 : 0)} min`;
  return neg ? `${text} overdue` : text;
}

export function renderSeats(el, game, { seatName, now }) {
  clear(el);
  const tc = game.timeControl;
  for (const s of game.seats) {
    const owes = game.status === "active" && game.pending.some((p) => p.seat === s.seat);
    const clock = tc?.seats.find((c) => c.seat === s.seat);
    const you = game.you?.seat === s.seat;
    el.append(
      h(
        "li.seat",
        { class: [owes ? "owes" : "", you ? "you" : ""].join(" "), dataset: { seat: s.seat } },
        h("span.seat-name", {}, seatName(s.seat, game), you ? " — you" : ""),
        !s.player && !s.automaton ? h("span.badge", {}, "open seat") : null,
        s.automaton ? h("span.badge", {}, "automaton") : null,
        owes ? h("span.badge.turn", {}, "to decide") : null,
        clock?.deadline
          ? h("span.deadline", { title: new Date(clock.deadline).toLocaleString() }, `${duration(Date.parse(clock.deadline) - now)} left`)
          : null,
        tc && clock
          ? h(
              "span.vacation",
              { title: "Vacation days left: drawn a day at a time when a deadline passes" },
              `${duration(clock.vacationLeftHours * HOUR_MS)} vacation left`,
            )
          : null,
      ),
    );
  }
  if (tc)
    el.append(
      h(
        "li.tc",
        {},
        `${duration(tc.decisionHours * HOUR_MS)} per decision; when it runs out: ${tc.onTimeout === "bot" ? "the bot moves" : "forfeit"}`,
      ),
    );
}
