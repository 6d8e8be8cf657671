/**
 * Rules-project files that replace a module with vi.mock. The rules project runs its other files
 * in workers that keep their modules from file to file (vitest.config.ts, isolate: false), where a
 * mock would leak into the next file; these run isolated. test/config/isolation.test.ts fails when
 * a file that mocks is missing here.
 */
export const MOCKING_FILES = ["test/sixth-game/platform.test.ts", "test/room/opponent-fallback.test.ts"];
