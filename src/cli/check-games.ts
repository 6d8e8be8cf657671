// npm run check-games [-- <file or folder>… | --base <url> [--operator-key <key>] [--kind <kind>]]:
// replays stored games under the code as it is now and reports, per game, the first entry that
// plays differently.
// - Files and folders (default: the committed corpus, test/corpus/): records with their server
//   seed, finished or not, as the room stores them.
// - --base: every finished game a server lists (their records reveal the seed), through the
//   public API only, e.g. the local `npm start` before a deploy.
// - --base with --operator-key (or STARPOST_OPERATOR_KEY): every stored game, unfinished ones
//   too, each replayed by its own room under the server's code (GET /v1/operator/replays): the
//   server's OPERATOR_KEY secret. Run it against a deploy of the new code that serves the stored games.
//   --operator-key without --base is a mistake (exit 2), not a quiet check of the corpus.
// Exits 1 when any game diverges or could not be replayed (each said apart: DIVERGES, NOT REPLAYED).
// The policy it backs is in docs/OPERATIONS.md.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { verifyRecord } from "../engine/verify";
import { operatorReplays } from "./operator-replays";
import type { GameRecord } from "../service/types";

export interface Checked {
  name: string;
  kind: string;
  entries: number;
  problems: string[];
  /** The error code of a room that could not replay its game now (the operator's check), else absent. */
  notReplayed?: string;
}

/** Every `.json` file under the given files and folders, in a stable order. */
export function recordFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .sort()
          .flatMap((child) => recordFiles([join(path, child)]))
      : path.endsWith(".json")
        ? [path]
        : [],
  );
}

export function checkRecord(name: string, record: GameRecord): Checked {
  const result = verifyRecord(record);
  return { name, kind: record.kind, entries: result.entries, problems: result.problems };
}

async function* served(base: string, kind: string | undefined): AsyncGenerator<[string, GameRecord]> {
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ status: "finished", limit: "100", ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) });
    const page = (await fetchJson(`${base}/v1/games?${query}`)) as { games: { id: string }[]; nextCursor?: string | null };
    for (const game of page.games)
      yield [`${base}/v1/games/${game.id}`, (await fetchJson(`${base}/v1/games/${game.id}/export`)) as GameRecord];
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

async function fetchJson(url: string): Promise<unknown> {
  const answer = await fetch(url, { headers: { accept: "application/json" } });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

async function main(args: string[]): Promise<number> {
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args.splice(i, 2)[1];
  };
  const base = flag("--base");
  const kind = flag("--kind");
  const keyFlag = flag("--operator-key");
  if (keyFlag !== undefined && !base) throw new Error("--operator-key replays a server's games: give its --base <url> too");
  const operatorKey = keyFlag ?? process.env.STARPOST_OPERATOR_KEY;
  const checked: Checked[] = [];
  if (base && operatorKey) {
    const root = base.replace(/\/$/, "");
    for await (const game of operatorReplays(root, operatorKey, kind)) {
      const name = `${root}/v1/games/${game.id}`;
      checked.push({
        name,
        kind: game.kind,
        entries: game.entries ?? 0,
        problems: game.problems,
        ...(game.unavailable ? { notReplayed: game.unavailable } : {}),
      });
    }
  } else if (base) for await (const [name, record] of served(base.replace(/\/$/, ""), kind)) checked.push(checkRecord(name, record));
  else {
    const files = recordFiles(args.length ? args : [join(import.meta.dirname, "../../test/corpus")]);
    for (const file of files) {
      const record = JSON.parse(readFileSync(file, "utf8")) as GameRecord;
      if (!kind || record.kind === kind) checked.push(checkRecord(file, record));
    }
  }
  const diverged = checked.filter((c) => c.problems.length);
  for (const c of diverged)
    console.log(`DIVERGES ${c.name} (${c.kind}): ${c.problems[0]}${c.problems.length > 1 ? ` (+${c.problems.length - 1} more)` : ""}`);
  // Not a divergence: the room could not say (a rules version this deploy lacks, a platform failure).
  const notReplayed = checked.filter((c) => c.notReplayed);
  for (const c of notReplayed) console.log(`NOT REPLAYED ${c.name} (${c.kind}): the room answered ${c.notReplayed}`);
  // "checked": an open game is listed with nothing to replay.
  console.log(
    `${checked.length} games checked, ${checked.reduce((n, c) => n + c.entries, 0)} entries replayed, ${diverged.length} diverging` +
      (notReplayed.length ? `, ${notReplayed.length} not replayed` : ""),
  );
  return diverged.length || notReplayed.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(2);
    },
  );
}
