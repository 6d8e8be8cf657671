// Live feeds as server-sent events. Each open stream belongs to one reader (a seat or a
// spectator) and gets every new entry redacted for that reader; `id:` is the entry's version,
// so a client that reconnects with Last-Event-ID resumes exactly after what it has seen.
import type { SeatId } from "../../src/engine/contract";
import type { FeedEntry } from "../../src/service/types";
import type { StoredEntry } from "./store";

interface Reader {
  seat: SeatId | null;
  controller: ReadableStreamDefaultController<Uint8Array>;
}

const utf8 = new TextEncoder();

const frame = (e: FeedEntry) => utf8.encode(`id: ${e.version}\nevent: entry\ndata: ${JSON.stringify(e)}\n\n`);
const END = utf8.encode("event: end\ndata: {}\n\n");

export class FeedStreams {
  private readonly readers = new Set<Reader>();

  open(seat: SeatId | null, backlog: FeedEntry[], finished: boolean): ReadableStream<Uint8Array> {
    let reader: Reader;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        reader = { seat, controller };
        controller.enqueue(utf8.encode(": starpost feed\nretry: 3000\n\n"));
        for (const e of backlog) controller.enqueue(frame(e));
        if (finished) {
          controller.enqueue(END);
          controller.close();
        } else {
          this.readers.add(reader);
        }
      },
      cancel: () => {
        this.readers.delete(reader);
      },
    });
  }

  push(entry: StoredEntry, view: (e: StoredEntry, seat: SeatId | null) => FeedEntry, finished: boolean): void {
    for (const r of this.readers) {
      try {
        r.controller.enqueue(frame(view(entry, r.seat)));
        if (finished) {
          r.controller.enqueue(END);
          r.controller.close();
          this.readers.delete(r);
        }
      } catch {
        this.readers.delete(r); // the reader went away
      }
    }
  }
}
