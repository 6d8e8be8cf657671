// A loop's source bundled against one source tree (esbuild), so the same measuring loop can run
// the code of several checkouts side by side (cpu-playouts.ts, decision-icount.ts).
import { build } from "esbuild";

/** Bundles `loop` (TypeScript importing from `tree`'s root) to a file under /tmp; returns its path. */
export async function bundleLoop(loop: string, tree: string, name: string): Promise<string> {
  const outfile = `/tmp/${name}-${process.pid}.mjs`;
  await build({
    stdin: { contents: loop, resolveDir: tree, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "warning",
  });
  return outfile;
}
