// The deadline countdown on the game page: the time left for the decision owed now, ticking each
// second. Your own deadline comes first; otherwise the earliest deadline of whoever owes one.
import { clear, h } from "./dom.js";

/** 90061000 → "1 d 01:01:01"; under a day "01:01:01". */
export function clock(ms) {
  const t = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(t / 86400),
    hh = Math.floor((t % 86400) / 3600),
    mm = Math.floor((t % 3600) / 60),
    ss = t % 60;
  const two = (n) => String(n).padStart(2, "0");
  return `${d ? `${d} d ` : ""}${two(hh)}:${two(mm)}:${two(ss)}`;
}

/** The deadline to show: { seat, deadline (ms), mine } or null. */
export function dueNow(game) {
  const tc = game?.timeControl;
  if (!tc || game.status !== "active") return null;
  const owing = new Set(game.pending.map((p) => p.seat));
  const clocks = tc.seats
    .filter((c) => c.deadline && owing.has(c.seat))
    .map((c) => ({
      seat: c.seat,
      deadline: Date.parse(c.deadline),
      vacationLeftHours: c.vacationLeftHours,
      mine: c.seat === game.you?.seat,
    }));
  clocks.sort((a, b) => Number(b.mine) - Number(a.mine) || a.deadline - b.deadline);
  return clocks[0] ?? null;
}

export function renderCountdown(el, game, { seatName, now = Date.now() }) {
  const due = dueNow(game);
  el.hidden = !due;
  if (!due) return clear(el);
  const left = due.deadline - now;
  const when = new Date(due.deadline).toLocaleString([], { weekday: "short", hour: "2-digit", minute: "2-digit" });
  const who = due.mine ? "Your decision" : `${seatName(due.seat)}'s decision`;
  el.dataset.seat = due.seat;
  el.dataset.left = String(Math.max(0, Math.floor(left / 1000)));
  el.classList.toggle("mine", due.mine);
  el.classList.toggle("late", left <= 0);
  el.classList.toggle("soon", left > 0 && left < (game.timeControl.decisionHours * 3_600_000) / 4);
  clear(el).append(
    ...(left > 0
      ? [h("span.label", {}, `${who} is due in `), h("strong.time", {}, clock(left)), h("span.when", {}, ` (${when})`)]
      : [
          h("span.label", {}, `${who} is past its deadline by `),
          h("strong.time", {}, clock(-left)),
          h("span.when", {}, due.vacationLeftHours > 0 ? " — vacation days are being used" : " — the timeout applies at the next check"),
        ]),
  );
  return el;
}
