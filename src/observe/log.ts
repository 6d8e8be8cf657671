// Structured logs: one JSON object per line, which Workers Logs indexes field by field
// ([observability] in wrangler.toml). Callers pass only what is safe to keep: route patterns,
// ids the service made, error codes — never keys, tokens, bodies or anything a game hides.

export type LogLevel = "info" | "warn" | "error";

const sink: Record<LogLevel, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

export function log(level: LogLevel, msg: string, fields: Record<string, unknown>): void {
  // `level` and `msg` lead the line and keep their values: a field of the same name (an
  // opponent's level, say) cannot turn an error line into something a search for errors misses.
  logRecord(level, { ...{ level, msg }, ...fields, level, msg } as { level: LogLevel; msg: string });
}

/** A line already holding its `level` and `msg` first (the request's line builds it so, once). */
export function logRecord(level: LogLevel, record: { level: LogLevel; msg: string } & Record<string, unknown>): void {
  sink[level](JSON.stringify(record));
}

/**
 * One line for a failure of ours, with the described error — unless the error says the Durable
 * Object was reset (a deploy, the platform moving it, a test's abortAllDurableObjects): then
 * nothing of ours failed, the runtime runs the work again on the object's next instance, and the
 * platform records the reset itself. Logging from a reset object's context is also what the
 * Workers Vitest pool (0.15) cannot forward: its console hand-off never settles there and the test
 * run never exits (cloudflare/workers-sdk#14180, fixed in a pool that needs a newer wrangler).
 */
export function logFailure(msg: string, fields: Record<string, unknown>, error: unknown): void {
  if (wasReset(error)) return;
  log("error", msg, { ...fields, error: describeError(error) });
}

/** Whether an exception is the platform's word that the object was reset (`durableObjectReset`). */
export function wasReset(error: unknown): boolean {
  return error instanceof Error && (error as unknown as Record<string, unknown>).durableObjectReset === true;
}

/** The marks the platform sets on a Durable Object's exceptions (src/service/transient.ts). */
const PLATFORM_MARKS = ["retryable", "overloaded", "remote"] as const;

/**
 * What an exception says, for a log line: its class, message and stack (never the request), and
 * the platform's marks when set, so an operator tells a platform failure from a bug of ours.
 */
export function describeError(error: unknown): { name: string; message: string; stack?: string } & Record<string, unknown> {
  if (!(error instanceof Error)) return { name: "NonError", message: String(error) };
  const marks = Object.fromEntries(
    PLATFORM_MARKS.filter((m) => (error as unknown as Record<string, unknown>)[m] === true).map((m) => [m, true]),
  );
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), ...marks };
}
