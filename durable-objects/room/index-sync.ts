// Keeps the D1 games index in step with the room without letting two writes race: while one
// write is in flight, later requests coalesce into a single follow-up write of the newest row.
// A row identical to the last one written is not written again (the room alone writes its
// game's rows), so a sync after something that changed nothing in the index costs no D1 write.

export class IndexSync<Row> {
  private inFlight: Promise<void> | null = null;
  private queued: { promise: Promise<void> } | null = null;
  /** JSON of the last row written successfully by this instance. */
  private written: string | null = null;
  /** When the last write began (by `now`), or 0 before any. */
  lastWriteAt = 0;

  constructor(
    private readonly read: () => Row,
    private readonly write: (row: Row) => Promise<void>,
    private readonly now: () => number,
  ) {}

  /**
   * Checks the stored row first: a room loaded again (after eviction) usually finds its row as
   * it left it, and then a read spares the shared directory a write. Writes only when it differs.
   */
  async verify(isCurrent: (row: Row) => Promise<boolean>): Promise<void> {
    const row = this.read();
    if (this.written === null && (await isCurrent(row))) this.written ??= JSON.stringify(row);
    else await this.sync();
  }

  /** Whether a write is under way (a row sent elsewhere meanwhile could land before it). */
  get busy(): boolean {
    return this.inFlight !== null;
  }

  /**
   * `row` was written by another round trip (the room's batch with its listeners' read, sent
   * before the commit that makes the row true): the next sync writes only what differs from it.
   */
  wroteElsewhere(row: Row): void {
    this.lastWriteAt = this.now();
    this.written = JSON.stringify(row);
  }

  /**
   * The directory may hold a row the room does not (a row sent ahead of a commit that then
   * failed, or a batch whose fate is unknown): the next sync writes the room's row whatever it
   * last wrote.
   */
  unsure(): void {
    this.written = null;
  }

  /** Resolves once a write that began after this call has finished (or found nothing new to write). */
  sync(): Promise<void> {
    if (!this.inFlight) return (this.inFlight = this.run());
    if (!this.queued) {
      const promise = this.inFlight
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return (this.inFlight = this.run());
        });
      this.queued = { promise };
    }
    return this.queued.promise;
  }

  private async run(): Promise<void> {
    try {
      const row = this.read();
      const json = JSON.stringify(row);
      if (json === this.written) return;
      this.lastWriteAt = this.now();
      await this.write(row);
      this.written = json;
    } finally {
      this.inFlight = null;
    }
  }
}
