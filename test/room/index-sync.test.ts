// The room's writes of its directory row (durable-objects/room/index-sync.ts): a row written by the
// cold move's batch counts as written, and a row whose batch failed (its fate unknown) is written
// again by the room (docs/ROOM.md, "A cold move").
import { describe, expect, it, vi } from "vitest";
import { IndexSync } from "../../durable-objects/room/index-sync";

function sync(row: { version: number }) {
  const writes: number[] = [];
  const write = vi.fn(async (r: { version: number }) => {
    writes.push(r.version);
  });
  return {
    index: new IndexSync(
      () => row,
      write,
      () => 1_000,
    ),
    writes,
  };
}

describe("the room's directory row", () => {
  it("a row written with another round trip is not written again", async () => {
    const row = { version: 3 };
    const { index, writes } = sync(row);
    index.wroteElsewhere({ version: 3 });
    expect(index.lastWriteAt).toBe(1_000);
    await index.sync();
    expect(writes).toEqual([]);
  });

  it("a row whose batch failed is written by the room again, though the room wrote that one last", async () => {
    const row = { version: 3 };
    const { index, writes } = sync(row);
    await index.sync(); // the room's row, written
    await index.sync();
    expect(writes).toEqual([3]);
    index.wroteElsewhere({ version: 4 }); // a row went with a batch…
    index.unsure(); // … which failed: the directory may or may not hold it
    await index.sync();
    expect(writes).toEqual([3, 3]);
  });

  it("says when a write is under way (a row sent elsewhere then could land first)", async () => {
    let release!: () => void;
    const index = new IndexSync(
      () => ({ version: 1 }),
      () => new Promise<void>((r) => (release = r)),
      () => 0,
    );
    expect(index.busy).toBe(false);
    const writing = index.sync();
    expect(index.busy).toBe(true);
    release();
    await writing;
    expect(index.busy).toBe(false);
  });
});
