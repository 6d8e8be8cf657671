// Table talk: the messages a game's players write to each other, kept in the game's own SQLite
// beside its log but never in it (a message changes nothing in the game, and an export or a
// replay must not carry words a seat wrote in private). Who reads what:
//   - a seated player: every public message, and the private ones they wrote or were sent;
//   - anyone else who may see the game: the public messages, once the game is over;
//   - a private message (games of three seats or more): its two seats, no one else, ever.
import type { SeatId } from "../../src/engine/contract";
import { DELETED_ID, DELETED_NAME } from "./departure";
import type { Notification } from "./notifications";
import type { GameMeta } from "./store";

/** The longest message, in characters (code points). */
export const MAX_MESSAGE_CHARS = 1000;
/** A seat may post this many messages in any MESSAGE_WINDOW_MS. */
export const MESSAGE_BURST = 10;
export const MESSAGE_WINDOW_MS = 60_000;
/** Private messages need a third seat: between two seats, the table is already private. */
export const PRIVATE_FROM_SEATS = 3;

export interface TableMessage {
  id: number;
  at: number;
  fromSeat: SeatId;
  fromPlayerId: string;
  fromName: string;
  /** The one seat a private message is for; null for the whole table. */
  to: SeatId | null;
  text: string;
}

/** The players a player muted, when known. */
export type MutesOf = (playerId: string) => ReadonlySet<string> | undefined;

/** Whose messages a reader sees: a seat's (public and its own private ones), or the public ones. */
export type TalkReader = { seat: SeatId } | "public";

type Row = { id: number; at: number; from_seat: string; from_player: string; from_name: string; to_seat: string | null; text: string };

const toMessage = (r: Row): TableMessage => ({
  id: r.id,
  at: r.at,
  fromSeat: r.from_seat,
  fromPlayerId: r.from_player,
  fromName: r.from_name,
  to: r.to_seat,
  text: r.text,
});

export class TableTalk {
  /**
   * Unread counts as last counted, by seat and mutes (unreadKey). Every game view a seat gets
   * carries its count, so every move's answer asked SQLite twice (the read position, the count)
   * for a number that only a message, a read position, a departure or an emptied room changes;
   * each of those (add, markRead, forget, emptied) forgets them all.
   */
  readonly #unread = new Map<string, number>();
  /**
   * Known to have no message (the room's load read so, and none was added since): every unread
   * count is 0 without a read — the count a cold move's answer carries costs no statement.
   */
  #none = false;

  constructor(private readonly sql: SqlStorage) {}

  /** Made with the room's other tables (CREATE … IF NOT EXISTS): a room stored before table talk gains it on load. */

  /** What the room's load read: whether the table has any message. */
  loaded(talk: boolean): void {
    this.#none = !talk;
  }

  /** Known to have no message: the room's reads of the directory leave the mutes out (they filter only messages). */
  get silent(): boolean {
    return this.#none;
  }

  /** A message is about to be posted: from here on the table counts as talking (it may, if the post fails). */
  expectMessage(): void {
    this.#none = false;
  }

  add(m: Omit<TableMessage, "id">): TableMessage {
    this.#unread.clear();
    this.#none = false;
    const row = this.sql
      .exec<Row>(
        "INSERT INTO messages (at, from_seat, from_player, from_name, to_seat, text) VALUES (?, ?, ?, ?, ?, ?) RETURNING *",
        m.at,
        m.fromSeat,
        m.fromPlayerId,
        m.fromName,
        m.to,
        m.text,
      )
      .one();
    return toMessage(row);
  }

  /** Messages after id `after` that `reader` may read, oldest first, leaving out those by `muted` players. */
  readable(reader: TalkReader, after: number, limit: number, muted: ReadonlySet<string> = new Set()): TableMessage[] {
    const [who, whoArgs] = readableBy(reader);
    const [unmuted, mutedArgs] = notFrom(muted);
    return this.sql
      .exec<Row>(
        `SELECT * FROM messages WHERE id > ? AND ${who} AND ${unmuted} ORDER BY id LIMIT ?`,
        after,
        ...whoArgs,
        ...mutedArgs,
        limit,
      )
      .toArray()
      .map(toMessage);
  }

  /** How many messages `seat` may read that others wrote after its read position, leaving out those by `muted` players. */
  unread(seat: SeatId, muted: ReadonlySet<string> = new Set()): number {
    if (this.#none) return 0;
    const key = unreadKey(seat, muted);
    const known = this.#unread.get(key);
    if (known !== undefined) return known;
    const [who, whoArgs] = readableBy({ seat });
    const [unmuted, mutedArgs] = notFrom(muted);
    const n = this.sql
      .exec<{ n: number }>(
        `SELECT count(*) AS n FROM messages WHERE id > ? AND from_seat != ? AND ${who} AND ${unmuted}`,
        this.lastRead(seat),
        seat,
        ...whoArgs,
        ...mutedArgs,
      )
      .one().n;
    this.#unread.set(key, n);
    return n;
  }

  /** The room's storage was emptied (a cancelled game): no count holds any more, and no message is left. */
  emptied(): void {
    this.#unread.clear();
    this.#none = true;
  }

  /** The id of the last message `seat` has read (0: none). */
  lastRead(seat: SeatId): number {
    return this.sql.exec<{ last_read: number }>("SELECT last_read FROM message_reads WHERE seat = ?", seat).toArray()[0]?.last_read ?? 0;
  }

  /**
   * `seat` has read up to message `lastId`. The position only moves forward (an older page read
   * again changes nothing), and never past the newest message (a message written later is unread).
   */
  markRead(seat: SeatId, lastId: number, now: number): number {
    this.#unread.clear();
    const newest = this.sql.exec<{ id: number | null }>("SELECT max(id) AS id FROM messages").one().id ?? 0;
    const to = Math.max(this.lastRead(seat), Math.min(lastId, newest));
    this.sql.exec(
      "INSERT INTO message_reads (seat, last_read, at) VALUES (?, ?, ?) ON CONFLICT (seat) DO UPDATE SET last_read = excluded.last_read, at = excluded.at",
      seat,
      to,
      now,
    );
    return to;
  }

  /** A deleted person's messages stay at the table (the others' talk answers them) under DELETED_NAME, without their id. */
  forget(playerId: string): void {
    this.#unread.clear();
    this.sql.exec("UPDATE messages SET from_player = ?, from_name = ? WHERE from_player = ?", DELETED_ID, DELETED_NAME, playerId);
  }

  /** When the sender may post again (room clock), or null if now: MESSAGE_BURST per MESSAGE_WINDOW_MS. */
  nextAllowedAt(playerId: string, now: number): number | null {
    const recent = this.sql
      .exec<{ at: number }>(
        "SELECT at FROM messages WHERE from_player = ? AND at > ? ORDER BY at DESC LIMIT ?",
        playerId,
        now - MESSAGE_WINDOW_MS,
        MESSAGE_BURST,
      )
      .toArray();
    return recent.length < MESSAGE_BURST ? null : recent[recent.length - 1]!.at + MESSAGE_WINDOW_MS;
  }
}

/** A seat and the players it leaves out, as one key (player ids never hold a NUL). */
function unreadKey(seat: SeatId, muted: ReadonlySet<string>): string {
  return muted.size === 0 ? seat : `${seat}\u0000${[...muted].sort().join("\u0000")}`;
}

/** The condition (and its values) for the messages `reader` may read. */
function readableBy(reader: TalkReader): [string, string[]] {
  return reader === "public" ? ["to_seat IS NULL", []] : ["(to_seat IS NULL OR to_seat = ? OR from_seat = ?)", [reader.seat, reader.seat]];
}

/** The condition (and its values) leaving out messages by these players. */
function notFrom(muted: ReadonlySet<string>): [string, string[]] {
  return muted.size === 0 ? ["1", []] : [`from_player NOT IN (${[...muted].map(() => "?").join(",")})`, [...muted]];
}

/** Who reads the table's talk: a seat, the public part (a finished game's watchers), or no one. */
export function talkReader(meta: GameMeta, seat: SeatId | null): TalkReader | null {
  if (seat !== null) return { seat };
  return meta.status === "finished" ? "public" : null;
}

/**
 * Whether a live feed reading for `seat` (null: a watcher) gets message `m` as it is posted: the
 * same rule as a read (talkReader, readableBy) and the reader's mutes (`mutedBy`).
 */
export function liveReaderGets(meta: GameMeta, m: TableMessage, seat: SeatId | null, mutedBy: MutesOf = () => undefined): boolean {
  const reader = talkReader(meta, seat);
  if (reader === null) return false;
  if (reader === "public") return m.to === null;
  if (m.to !== null && m.to !== seat && m.fromSeat !== seat) return false;
  const player = meta.seats.find((s) => s.seat === seat)?.playerId;
  return !(player && mutedBy(player)?.has(m.fromPlayerId));
}

/**
 * message.posted for every other seated player, or for the one seat a private message is for;
 * none for a player who muted the writer (`mutedBy`: whom each player muted).
 */
export function messageNotices(meta: GameMeta, version: number, m: TableMessage, mutedBy: MutesOf = () => undefined): Notification[] {
  return meta.seats.flatMap((s) => {
    if (!s.playerId || s.seat === m.fromSeat || (m.to !== null && s.seat !== m.to)) return [];
    if (mutedBy(s.playerId)?.has(m.fromPlayerId)) return [];
    return [
      {
        event: "message.posted" as const,
        playerId: s.playerId,
        seat: s.seat,
        data: { gameId: meta.id, kind: meta.kind, version, seat: s.seat, message: publicMessage(m) },
      },
    ];
  });
}

/** A message as readers get it (REST, GraphQL, webhooks): the sender's seat and name, never their id. */
export function publicMessage(m: TableMessage) {
  return { id: m.id, at: new Date(m.at).toISOString(), from: { seat: m.fromSeat, name: m.fromName }, to: m.to, text: m.text };
}
