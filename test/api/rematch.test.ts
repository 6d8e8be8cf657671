// Rematches, and the whole invitation story over HTTP only, as a stranger reading the docs would
// play it: invite, accept from the inbox, play to the end, offer a rematch, accept it, seats swapped.
import { describe, expect, it } from "vitest";
import { rotatedSeats } from "../../src/service/rematch";
import { api, registerPlayer } from "./helpers";

type Key = { id: string; apiKey: string };

async function ok(method: string, path: string, key: string, body?: unknown, status = 200) {
  const r = await api(method, path, { key, ...(body === undefined ? {} : { body }) });
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBe(status);
  return r.body;
}

/** Plays the game to its end, each seat's move the one the server suggests to it. */
async function playToEnd(id: string, players: Key[]) {
  let game = await ok("GET", `/v1/games/${id}`, players[0]!.apiKey);
  for (let i = 0; game.status === "active" && i < 2000; i++) {
    const holder = game.seats.find((s: any) => s.seat === game.pending[0].seat).player.id;
    const key = players.find((p) => p.id === holder)!.apiKey;
    const { action } = await ok("POST", `/v1/games/${id}/suggest`, key);
    game = (await ok("POST", `/v1/games/${id}/actions`, key, { action, expectedVersion: game.version })).game;
  }
  return game;
}

const holders = (game: any) => Object.fromEntries(game.seats.map((s: any) => [s.seat, s.player?.id ?? s.opponent]));
const listItem = async (key: string, id: string) =>
  (await ok("GET", "/v1/games?mine=true&limit=200", key)).games.find((g: any) => g.id === id);

describe("invitations and a rematch, from the outside", () => {
  it("A invites B to a private game, they play Star Battle to the end, A offers a rematch, B accepts: seats swapped", async () => {
    const a = await registerPlayer("Avery");
    const b = await registerPlayer("Blake");
    const c = await registerPlayer("Casey");
    const game = await ok("POST", "/v1/games", a.apiKey, { kind: "star-battle", visibility: "private" }, 201);
    const id = game.id as string;
    const inviteB = await ok("POST", `/v1/games/${id}/invitations`, a.apiKey, { playerId: b.id }, 201);

    // C, not invited, cannot join; B finds the invitation in the inbox and accepts it.
    const refused = await api("POST", `/v1/games/${id}/join`, { key: c.apiKey, body: {} });
    expect([refused.status, refused.body.code]).toEqual([403, "NOT_INVITED"]);
    const item = (await ok("GET", "/v1/me/inbox", b.apiKey)).items.find((i: any) => i.game.id === id);
    expect([item.section, item.invitation.id]).toEqual(["invitations", inviteB.id]);
    const started = await ok("POST", `/v1/invitations/${item.invitation.id}/accept`, b.apiKey, {});
    expect(started.game.status).toBe("active");
    const first = holders(started.game);

    const over = await playToEnd(id, [a, b]);
    expect(over.status).toBe("finished");

    // Nobody but a player offers the rematch; A does.
    const stranger = await api("POST", `/v1/games/${id}/rematch`, { key: c.apiKey });
    expect([stranger.status, stranger.body.code]).toEqual([404, "GAME_NOT_FOUND"]);
    const rematch = await ok("POST", `/v1/games/${id}/rematch`, a.apiKey, undefined, 201);
    const next = rematch.game;
    expect([next.kind, next.visibility, next.status, next.options]).toEqual(["star-battle", "private", "open", over.options]);
    expect(rematch.invitations.map((i: any) => [i.playerId, i.seat])).toEqual([
      [b.id, next.seats.find((s: any) => s.player === null).seat],
    ]);
    const again = await api("POST", `/v1/games/${id}/rematch`, { key: b.apiKey });
    expect([again.status, again.body.code, again.body.rematchId]).toEqual([409, "REMATCH_EXISTS", next.id]);

    // The two games name each other in the lists.
    expect((await listItem(a.apiKey, id)).rematchId).toBe(next.id);
    expect((await listItem(a.apiKey, next.id)).rematchOf).toBe(id);

    // C cannot join the rematch either; a share link A revokes lets nobody in.
    expect((await api("POST", `/v1/games/${next.id}/join`, { key: c.apiKey, body: {} })).body.code).toBe("NOT_INVITED");
    const link = await ok("POST", `/v1/games/${next.id}/invite-link`, a.apiKey, undefined, 201);
    await ok("DELETE", `/v1/games/${next.id}/invite-link`, a.apiKey);
    const revoked = await api("POST", `/v1/games/${next.id}/join`, { key: c.apiKey, body: { invite: link.token } });
    expect([revoked.status, revoked.body.code]).toEqual([403, "INVITE_LINK_INVALID"]);

    // B accepts from the inbox: the rematch starts with the seats swapped.
    const offered = (await ok("GET", "/v1/me/inbox", b.apiKey)).items.find((i: any) => i.game.id === next.id);
    expect([offered.section, offered.game.rematchOf, offered.invitation.from.id]).toEqual(["invitations", id, a.id]);
    const accepted = await ok("POST", `/v1/invitations/${offered.invitation.id}/accept`, b.apiKey, {});
    expect(accepted.game.status).toBe("active");
    const swapped = holders(accepted.game);
    const [s1, s2] = Object.keys(first);
    expect(swapped).toEqual({ [s1!]: first[s2!], [s2!]: first[s1!] });
  }, 120_000);

  it("refuses a rematch of a game that is not over, and one offered by someone who did not play", async () => {
    const a = await registerPlayer("Avery");
    const b = await registerPlayer("Blake");
    const id = (await ok("POST", "/v1/games", a.apiKey, { kind: "star-battle" }, 201)).id;
    const early = await api("POST", `/v1/games/${id}/rematch`, { key: a.apiKey });
    expect([early.status, early.body.code]).toEqual([409, "GAME_NOT_FINISHED"]);
    await ok("POST", `/v1/games/${id}/join`, b.apiKey, {});
    expect((await api("POST", `/v1/games/${id}/rematch`, { key: a.apiKey })).body.code).toBe("GAME_NOT_FINISHED");
    await ok("POST", `/v1/games/${id}/resign`, b.apiKey);
    const outsider = await registerPlayer("Outsider");
    const r = await api("POST", `/v1/games/${id}/rematch`, { key: outsider.apiKey });
    expect([r.status, r.body.code]).toEqual([403, "NOT_A_PLAYER"]);
    expect((await listItem(a.apiKey, id)).rematchId).toBeNull();
  });

  it("the built-in opponent moves on with the seats, at the same level; a game against it alone starts at once", async () => {
    const a = await registerPlayer("Avery");
    const created = await ok("POST", "/v1/games", a.apiKey, { kind: "star-battle", opponents: { lord2: "random" } }, 201);
    expect(holders(created)).toEqual({ lord1: a.id, lord2: "random" });
    await ok("POST", `/v1/games/${created.id}/resign`, a.apiKey);
    const rematch = await ok("POST", `/v1/games/${created.id}/rematch`, a.apiKey, undefined, 201);
    expect(holders(rematch.game)).toEqual({ lord1: "random", lord2: a.id });
    expect(rematch.invitations).toEqual([]);
    expect(rematch.game.status).toBe("active");
  });
});

describe("rotatedSeats", () => {
  it("moves every seat a person or the opponent held one on, and leaves the book's automatons where they are", () => {
    const seat = (id: string, player: string | null, opponent: string | null = null, automaton = false) => ({
      seat: id,
      name: id,
      automaton,
      opponent,
      player: player ? { id: player, name: player } : null,
    });
    const rotated = rotatedSeats([seat("a", "p1"), seat("drone", null, null, true), seat("b", null, "strong"), seat("c", "p3")] as never);
    expect([...rotated].map(([to, from]) => [to, from.player?.id ?? from.opponent])).toEqual([
      ["b", "p1"],
      ["c", "strong"],
      ["a", "p3"],
    ]);
  });
});
