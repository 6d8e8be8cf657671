// Which of a game's players have a webhook subscription that could hear from it: only they get
// notifications, so a game nobody listens to costs nothing per move. When the set is re-read: docs/ROOM.md.

import type { Notification } from "./notifications";

/** How long a room trusts what it last read, if nothing told it of a change. */
export const LISTENERS_TTL_MS = 60_000;

/**
 * What a read may carry besides (`R`: the room's directory row for the cold move it has just
 * committed): sent with the first read that `ensure` makes, never with a second.
 */
export class Listeners<R = never> {
  private players: Set<string> | null = null;
  private readAt = 0;
  /** Bumped by every invalidation, so a read that began before one cannot store an old answer. */
  private generation = 0;

  /**
   * `read` returns the listening players among the seated ones and `extra` (a player about to
   * sit); `rider` is what it sends with them, or null.
   */
  constructor(private readonly read: (extra: string[], rider: R | null) => Promise<Set<string>>) {}

  /** Forget what was read: the next commit reads the directory again. */
  invalidate(): void {
    this.players = null;
    this.generation++;
  }

  /**
   * Makes sure the set is known before a commit: read from the directory if unknown, older than
   * the TTL, or when `extra` names a player who is about to take a seat. `rider` goes with the
   * read if one is made; answers whether it went (and the read that carried it succeeded). A
   * read told of a change while under way is made again, without the rider, which went already.
   */
  async ensure(extra: string[] = [], rider: R | null = null): Promise<boolean> {
    if (extra.length === 0 && this.known()) return false;
    const startedAt = Date.now();
    const generation = this.generation;
    const players = await this.read(extra, rider);
    if (generation !== this.generation) {
      await this.ensure(extra);
      return rider !== null;
    }
    this.players = players;
    this.readAt = startedAt;
    return rider !== null;
  }

  /**
   * The notifications meant for listening players. When the set is not known (a commit outside
   * any request that read it) every notification is kept: the fan-out finds who listens.
   */
  only(make: () => Notification[]): Notification[] {
    const players = this.known();
    if (players?.size === 0) return [];
    const all = make();
    return players ? all.filter((n) => players.has(n.playerId)) : all;
  }

  /** What was last read; null when it must be read before it can be trusted. */
  known(): Set<string> | null {
    return this.players && Date.now() - this.readAt < LISTENERS_TTL_MS ? this.players : null;
  }
}
