// CPU profiles of the JavaScript running inside workerd, over the inspector protocol (the same
// profiler Chrome DevTools uses), and a plain-text summary of where the time went.
import { writeFileSync } from "node:fs";
import WebSocket from "ws";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export class InspectorProfiler {
  private ws!: WebSocket;
  private seq = 0;
  private readonly waiting = new Map<number, (r: any) => void>();

  static async attach(port: number, worker = "core:user:"): Promise<InspectorProfiler> {
    const p = new InspectorProfiler();
    p.ws = new WebSocket(`ws://127.0.0.1:${port}/${worker}`);
    await new Promise<void>((resolve, reject) => {
      p.ws.once("open", () => resolve());
      p.ws.once("error", reject);
    });
    p.ws.on("message", (data) => {
      const msg = JSON.parse(String(data));
      if (msg.id !== undefined) p.waiting.get(msg.id)?.(msg);
    });
    await p.send("Profiler.enable");
    await p.send("Profiler.setSamplingInterval", { interval: 200 });
    return p;
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<any> {
    const id = ++this.seq;
    this.ws.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve) => this.waiting.set(id, (m) => resolve(m.result)));
  }

  start(): Promise<void> {
    return this.send("Profiler.start");
  }

  async stop(file?: string): Promise<Profile> {
    const { profile } = await this.send("Profiler.stop");
    if (file) writeFileSync(file, JSON.stringify(profile));
    return profile as Profile;
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * Self and total time per function, heaviest first; `(idle)` is the thread waiting (I/O, fsync).
 * `bySamples` weighs every sample alike instead of by its time delta: workerd takes no samples
 * while the isolate waits, so after a long wait (profile.ts --pause) the next sample's delta
 * carries the whole wait, and whatever ran then looks as heavy as the wait was long.
 */
export function summarizeProfile(profile: Profile, top = 25, bySamples = false): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (bySamples ? 1 : (profile.timeDeltas[i] ?? 0)));
  });
  const total = bySamples ? profile.samples.length : profile.samples.length ? profile.timeDeltas.reduce((a, b) => a + b, 0) : 0;
  const label = (n: Node) =>
    `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`;
  const selfBy = new Map<string, number>();
  const totalBy = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id)!;
    selfBy.set(label(n), (selfBy.get(label(n)) ?? 0) + t);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur)!);
      if (seen.has(l)) continue;
      seen.add(l);
      totalBy.set(l, (totalBy.get(l) ?? 0) + t);
    }
  }
  const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
  const lines = [bySamples ? `profile: ${total} samples (shares by count)` : `profile: ${(total / 1000).toFixed(0)} ms sampled`, "self:"];
  for (const [l, t] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(t)}  ${l}`);
  lines.push("total (inclusive):");
  for (const [l, t] of [...totalBy].sort((a, b) => b[1] - a[1]).slice(0, top * 2)) lines.push(`  ${pct(t)}  ${l}`);
  return lines.join("\n");
}
