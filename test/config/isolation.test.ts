// The rules project runs its files one after another in a worker that keeps its modules
// (vitest.config.ts, isolate: false). A vi.mock there would replace a module for every file the
// worker runs next, so each file that mocks must be in MOCKING_FILES, which runs isolated.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MOCKING_FILES } from "../mocking-files";

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === "test/api" || path === "test/web" ? [] : testFiles(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("test isolation", () => {
  it("every Node test file that mocks a module runs isolated", () => {
    const mocking = testFiles("test").filter((file) => /\bvi\s*\.\s*(mock|doMock)\s*\(/.test(readFileSync(file, "utf8")));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.sort()).toEqual([...MOCKING_FILES].sort());
  });
});
