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
  logRecord(level, { level, msg, ...fields });
}

/** A line already holding its `level` and `msg` first (the request's line builds it so, once). */
export function logRecord(level: LogLevel, record: { level: LogLevel; msg: string } & Record<string, unknown>): void {
  sink[level](JSON.stringify(record));
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
