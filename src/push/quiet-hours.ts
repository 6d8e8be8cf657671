// Quiet hours: a daily span of local time (in the person's IANA time zone) during which pushes
// wait. Pure: the caller passes the time, so tests need no clock.

export interface QuietHours {
  /** "HH:MM", local time; the span may cross midnight (22:00–07:00). */
  start: string;
  end: string;
  timeZone: string;
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isClockTime = (text: string): boolean => HHMM.test(text);

/** Whether the platform knows this IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

const minutesOf = (hhmm: string): number => {
  const [, h, m] = HHMM.exec(hhmm)!;
  return Number(h) * 60 + Number(m);
};

/** Minutes since local midnight at `at` in `timeZone` (seconds and below dropped). */
function localMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(
    new Date(at),
  );
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}

/**
 * When a push made at `at` may go: `at` itself outside quiet hours, else the moment they end.
 * The end is found on the local clock and checked once more after the step (a change of
 * daylight saving time inside the span moves it by the hour it adds or removes).
 */
export function releaseTime(at: number, quiet: QuietHours | null): number {
  if (!quiet) return at;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return at;
  const now = localMinutes(at, quiet.timeZone);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return at;
  const startOfMinute = at - (at % 60_000);
  let release = startOfMinute + ((end - now + 1440) % 1440) * 60_000;
  const drift = ((end - localMinutes(release, quiet.timeZone) + 1440 + 720) % 1440) - 720;
  release += drift * 60_000;
  return Math.max(at, release);
}
