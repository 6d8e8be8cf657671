// Keeps the D1 games index in step with the room without letting two writes race: while one
// write is in flight, later requests coalesce into a single follow-up write of the newest row.

export class IndexSync<Row> {
  private inFlight: Promise<void> | null = null;
  private queued: { promise: Promise<void> } | null = null;

  constructor(
    private readonly read: () => Row,
    private readonly write: (row: Row) => Promise<void>,
  ) {}

  /** Resolves once a write that began after this call has finished. */
  sync(): Promise<void> {
    if (!this.inFlight) return (this.inFlight = this.run());
    if (!this.queued) {
      const promise = this.inFlight.catch(() => undefined).then(() => {
        this.queued = null;
        return (this.inFlight = this.run());
      });
      this.queued = { promise };
    }
    return this.queued.promise;
  }

  private async run(): Promise<void> {
    try {
      await this.write(this.read());
    } finally {
      this.inFlight = null;
    }
  }
}
