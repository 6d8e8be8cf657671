// npm run games-by-version [-- --remote | --local] [--persist-to <dir>] [--json]: stored games
// grouped by kind, rules version and room-table version, from the D1 games index, each group
// judged against this checkout's rules modules and room schema (docs/OPERATIONS.md, "Which
// versions are still stored"). It runs one read-only query through `wrangler d1 execute`, so it
// needs nothing the operator does not already use to deploy: `--local` (the default) reads the
// `npm start` database, `--remote` the production one with the operator's wrangler login.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOM_SCHEMA_VERSION } from "../../durable-objects/room/schema";
import { GAMES_BY_VERSION_SQL, versionReport, type VersionGroup } from "../directory/versions";

/** The groups out of `wrangler d1 execute --json`'s answer: one result set per statement. */
export function groupsFromWrangler(stdout: string): VersionGroup[] {
  const answer = JSON.parse(stdout) as { results?: VersionGroup[]; success?: boolean; error?: unknown }[];
  const first = answer[0];
  if (!first?.success || !first.results) throw new Error(`wrangler answered no result set: ${stdout.slice(0, 300)}`);
  return first.results;
}

/** The arguments for `wrangler d1 execute` that run the query where the flags say. */
export function wranglerArgs(flags: readonly string[]): string[] {
  const where = flags.includes("--remote") ? ["--remote"] : ["--local"];
  const persist = flags.indexOf("--persist-to");
  const persistTo = persist >= 0 && flags[persist + 1] ? ["--persist-to", flags[persist + 1]!] : [];
  return ["d1", "execute", "DIRECTORY", ...where, ...persistTo, "--json", "--command", GAMES_BY_VERSION_SQL.replace(/\s+/g, " ")];
}

function main(flags: string[]): number {
  const wrangler = join(import.meta.dirname, "../../node_modules/.bin/wrangler");
  const stdout = execFileSync(wrangler, wranglerArgs(flags), {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
  });
  const groups = groupsFromWrangler(stdout);
  console.log(flags.includes("--json") ? JSON.stringify(groups, null, 2) : versionReport(groups, ROOM_SCHEMA_VERSION));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
