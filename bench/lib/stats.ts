// Percentiles, timing and the plain-text tables the bench prints.

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export interface Summary {
  n: number;
  /** operations per second over the wall time of the run */
  perSecond: number;
  p50: number;
  p99: number;
  mean: number;
}

export function summarize(latenciesMs: number[], wallMs: number): Summary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  return { n: sorted.length, perSecond: (sorted.length / wallMs) * 1000, p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean };
}

export const median = (xs: readonly number[]): number =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

export const now = (): number => performance.now();

export function fmt(x: number | null | undefined, digits?: number): string {
  if (x === null || x === undefined || Number.isNaN(x)) return "–";
  const d = digits ?? (Math.abs(x) >= 100 ? 0 : Math.abs(x) >= 10 ? 1 : 2);
  return x.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
}

export const ratio = (x: number, y: number): string => (Number.isFinite(x / y) ? `${fmt(x / y, 2)}×` : "–");

export function table(title: string, header: string[], rows: (string | number)[][], notes: string[] = []): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  const out = [
    `\n### ${title}\n`,
    line(header),
    `|${widths.map((w, i) => (i === 0 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`,
    ...rows.map((r) => line(r.map(String))),
  ];
  for (const n of notes) out.push(`\n${n}`);
  return out.join("\n");
}

/** Runs `task` `concurrency` at a time over `items`. */
export async function pool<T>(items: readonly T[], concurrency: number, task: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
