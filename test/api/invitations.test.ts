// Invitations, share links, leaving and cancelling: every refusal with its code, and nothing
// changed by a refused request. Over HTTP, as a client would (the expiry test edits the directory's
// clock column: the worker reads the real time, which a test cannot move on).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, drain, gql, invite, received, registerPlayer, subscribe } from "./helpers";

async function privateGame(kind = "star-battle", options: Record<string, unknown> = {}) {
  const [ann, ben, cal] = await Promise.all(["Ann", "Ben", "Cal"].map(registerPlayer));
  const created = await api("POST", "/v1/games", { key: ann!.apiKey, body: { kind, options, visibility: "private" } });
  expect(created.status).toBe(201);
  const open = created.body.seats.filter((s: any) => s.player === null && !s.automaton).map((s: any) => s.seat as string);
  return { ann: ann!, ben: ben!, cal: cal!, id: created.body.id as string, open };
}

const seatsOf = async (id: string, key: string) =>
  (await api("GET", `/v1/games/${id}`, { key })).body.seats.map((s: any) => [s.seat, s.player?.id ?? null]);

describe("invitations", () => {
  it("an invitee is told, sees the game in the inbox, declines, is invited again and accepts into the seat held for them", async () => {
    const { ann, ben, cal, id, open } = await privateGame();
    const hook = "/plain/invited-ben";
    await subscribe(ben.apiKey, { url: `https://hooks.example.com${hook}` });
    const before = await seatsOf(id, ann.apiKey);

    // Refusals first: each with its code, and the seats unchanged.
    const refused: [string, string, unknown, number, string][] = [
      [cal.apiKey, `/v1/games/${id}/join`, {}, 403, "NOT_INVITED"],
      [cal.apiKey, `/v1/games/${id}/invitations`, { playerId: ben.id }, 404, "GAME_NOT_FOUND"],
      [ann.apiKey, `/v1/games/${id}/invitations`, { playerId: "nobody" }, 404, "PLAYER_NOT_FOUND"],
      [ann.apiKey, `/v1/games/${id}/invitations`, { playerId: ann.id }, 409, "ALREADY_SEATED"],
      [ann.apiKey, `/v1/games/${id}/invitations`, { playerId: ben.id, seat: "lord9" }, 400, "MALFORMED_REQUEST"],
      [ann.apiKey, `/v1/games/${id}/invitations`, { playerId: ben.id, extra: 1 }, 400, "MALFORMED_REQUEST"],
    ];
    for (const [key, path, body, status, code] of refused) {
      const r = await api("POST", path, { key, body });
      expect([r.status, r.body.code], path).toEqual([status, code]);
    }
    expect(await seatsOf(id, ann.apiKey)).toEqual(before);
    expect((await api("GET", "/v1/me/inbox", { key: ben.apiKey })).body.items.map((i: any) => i.game.id)).not.toContain(id);

    const sent = await api("POST", `/v1/games/${id}/invitations`, { key: ann.apiKey, body: { playerId: ben.id, seat: open[0] } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ gameId: id, kind: "star-battle", playerId: ben.id, seat: open[0], status: "pending" });
    expect(sent.body.from).toEqual({ id: ann.id, name: "Ann" });
    const invitationId = sent.body.id as string;

    // Ben is told by webhook, and finds it in the inbox (REST and GraphQL) and in his invitations.
    await drain(id);
    const told = (await received(hook)).map((r) => JSON.parse(r.body));
    expect(told.map((t) => t.type)).toEqual(["invitation.received"]);
    expect(told[0].data).toMatchObject({ gameId: id, kind: "star-battle", seat: open[0], rematchOf: null });
    expect(told[0].data.invitation).toMatchObject({ id: invitationId, from: { id: ann.id, name: "Ann" } });
    const inbox = (await api("GET", "/v1/me/inbox", { key: ben.apiKey })).body.items.find((i: any) => i.game.id === id);
    expect(inbox.section).toBe("invitations");
    expect(inbox.invitation).toMatchObject({ id: invitationId, seat: open[0], from: { id: ann.id } });
    const q = await gql(
      "query { inbox(first: 50) { edges { node { section game { id } invitation { id seat from { name } } } } } }",
      {},
      ben.apiKey,
    );
    expect(q.body.data.inbox.edges.map((e: any) => e.node).find((n: any) => n.game.id === id)).toEqual({
      section: "invitations",
      game: { id },
      invitation: { id: invitationId, seat: open[0], from: { name: "Ann" } },
    });
    const mine = await api("GET", "/v1/me/invitations", { key: ben.apiKey });
    expect(mine.body.invitations.map((i: any) => [i.id, i.game.id])).toEqual([[invitationId, id]]);
    expect((await api("GET", "/v1/me/invitations", { key: cal.apiKey })).body.invitations).toEqual([]);
    // Ann's own inbox still lists the game as waiting; nobody else is told of it.
    expect((await api("GET", "/v1/me/inbox", { key: ann.apiKey })).body.items.find((i: any) => i.game.id === id).section).toBe("waiting");
    expect(JSON.stringify((await api("GET", "/v1/me/inbox", { key: cal.apiKey })).body)).not.toContain(id);

    // Someone else's invitation is not found; declining takes it out of the inbox and bars joining.
    expect((await api("POST", `/v1/invitations/${invitationId}/accept`, { key: cal.apiKey, body: {} })).body.code).toBe(
      "INVITATION_NOT_FOUND",
    );
    expect((await api("POST", `/v1/invitations/${invitationId}/decline`, { key: cal.apiKey })).body.code).toBe("INVITATION_NOT_FOUND");
    const declined = await api("POST", `/v1/invitations/${invitationId}/decline`, { key: ben.apiKey });
    expect([declined.status, declined.body.status]).toEqual([200, "declined"]);
    expect((await api("GET", "/v1/me/inbox", { key: ben.apiKey })).body.items.map((i: any) => i.game.id)).not.toContain(id);
    for (const [path, body] of [
      [`/v1/games/${id}/join`, {}],
      [`/v1/invitations/${invitationId}/accept`, {}],
    ] as const) {
      const r = await api("POST", path, { key: ben.apiKey, body });
      expect([r.status, r.body.code], path).toEqual([409, "INVITATION_DECLINED"]);
    }
    expect(await seatsOf(id, ann.apiKey)).toEqual(before);

    // Invited again: the same invitation, open again; accepting is joining, in the seat held.
    const again = await invite(ann.apiKey, id, ben.id, open[0]);
    expect([again.id, again.status]).toEqual([invitationId, "pending"]);
    const accepted = await api("POST", `/v1/invitations/${invitationId}/accept`, { key: ben.apiKey, body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.body.game.status).toBe("active");
    expect(accepted.body.game.you.seat).toBe(open[0]);
    expect((await api("POST", `/v1/invitations/${invitationId}/decline`, { key: ben.apiKey })).body.code).toBe("INVITATION_ACCEPTED");
    expect((await api("POST", `/v1/games/${id}/invitations`, { key: ann.apiKey, body: { playerId: cal.id } })).body.code).toBe(
      "GAME_ALREADY_STARTED",
    );
    expect((await api("GET", "/v1/me/invitations", { key: ben.apiKey })).body.invitations).toEqual([]);
  });

  it("holds an invited seat: another joiner cannot take it, and takes a free one instead", async () => {
    const [ann, ben, cal] = await Promise.all(["Ann", "Ben", "Cal"].map(registerPlayer));
    const created = await api("POST", "/v1/games", { key: ann!.apiKey, body: { kind: "star-battle", options: { players: 3 } } });
    const id = created.body.id as string;
    const open = created.body.seats.filter((s: any) => s.player === null).map((s: any) => s.seat as string);
    await invite(ann!.apiKey, id, ben!.id, open[0]);
    const r = await api("POST", `/v1/games/${id}/invitations`, { key: ann!.apiKey, body: { playerId: cal!.id, seat: open[0] } });
    expect([r.status, r.body.code]).toEqual([409, "SEAT_RESERVED"]);
    const taken = await api("POST", `/v1/games/${id}/join`, { key: cal!.apiKey, body: { seat: open[0] } });
    expect([taken.status, taken.body.code]).toEqual([409, "SEAT_RESERVED"]);
    const joined = await api("POST", `/v1/games/${id}/join`, { key: cal!.apiKey, body: {} });
    expect(joined.body.game.you.seat).toBe(open[1]);
    const ben2 = await api("POST", `/v1/games/${id}/join`, { key: ben!.apiKey, body: {} });
    expect([ben2.status, ben2.body.game.you.seat, ben2.body.game.status]).toEqual([200, open[0], "active"]);
  });

  it("an expired invitation is refused with INVITATION_EXPIRED and admits nobody", async () => {
    const { ann, ben, id } = await privateGame();
    const sent = await invite(ann.apiKey, id, ben.id);
    await env.DIRECTORY.prepare("UPDATE invitations SET expires_at = 1 WHERE id = ?").bind(sent.id).run();
    for (const path of [`/v1/invitations/${sent.id}/accept`, `/v1/games/${id}/join`]) {
      const r = await api("POST", path, { key: ben.apiKey, body: {} });
      expect([r.status, r.body.code], path).toEqual([410, "INVITATION_EXPIRED"]);
    }
    expect((await api("GET", "/v1/me/inbox", { key: ben.apiKey })).body.items.map((i: any) => i.game.id)).not.toContain(id);
  });
});

describe("share links", () => {
  it("lets whoever holds the link join a private game until it is revoked; only the creator makes or revokes one", async () => {
    const { ann, ben, cal, id } = await privateGame("star-battle", { players: 3 });
    const dan = await registerPlayer("Dan");
    expect((await api("POST", `/v1/games/${id}/invite-link`, { key: ben.apiKey })).body.code).toBe("GAME_NOT_FOUND");
    const link = await api("POST", `/v1/games/${id}/invite-link`, { key: ann.apiKey });
    expect(link.status).toBe(201);
    const url = new URL(link.body.url);
    expect([url.pathname, url.searchParams.get("id"), url.searchParams.get("invite")]).toEqual(["/game.html", id, link.body.token]);

    const wrong = await api("POST", `/v1/games/${id}/join`, { key: dan.apiKey, body: { invite: "not-the-token" } });
    expect([wrong.status, wrong.body.code]).toEqual([403, "INVITE_LINK_INVALID"]);
    const joined = await api("POST", `/v1/games/${id}/join`, { key: ben.apiKey, body: { invite: link.body.token } });
    expect([joined.status, joined.body.game.status]).toEqual([200, "open"]);
    // A seated player who did not create the game cannot share or revoke its link.
    expect((await api("DELETE", `/v1/games/${id}/invite-link`, { key: ben.apiKey })).body.code).toBe("NOT_GAME_CREATOR");

    expect((await api("DELETE", `/v1/games/${id}/invite-link`, { key: ann.apiKey })).body).toEqual({ gameId: id, revoked: true });
    expect((await api("DELETE", `/v1/games/${id}/invite-link`, { key: ann.apiKey })).body.code).toBe("NOT_FOUND");
    const before = await seatsOf(id, ann.apiKey);
    const revoked = await api("POST", `/v1/games/${id}/join`, { key: cal.apiKey, body: { invite: link.body.token } });
    expect([revoked.status, revoked.body.code]).toEqual([403, "INVITE_LINK_INVALID"]);
    expect(await seatsOf(id, ann.apiKey)).toEqual(before);
    // A new link replaces the old one.
    const second = (await api("POST", `/v1/games/${id}/invite-link`, { key: ann.apiKey })).body.token;
    expect(second).not.toBe(link.body.token);
    expect((await api("POST", `/v1/games/${id}/join`, { key: cal.apiKey, body: { invite: second } })).body.game.status).toBe("active");
    expect((await api("POST", `/v1/games/${id}/invite-link`, { key: ann.apiKey })).body.code).toBe("GAME_ALREADY_STARTED");
  });
});

describe("leaving and cancelling a game that has not started", () => {
  it("a player gives back a seat; the creator cancels; the game is gone from lists and inboxes and answers 410 GAME_CANCELLED", async () => {
    const [ann, ben, cal] = await Promise.all(["Ann", "Ben", "Cal"].map(registerPlayer));
    const created = await api("POST", "/v1/games", { key: ann!.apiKey, body: { kind: "star-battle", options: { players: 3 } } });
    const id = created.body.id as string;
    await api("POST", `/v1/games/${id}/join`, { key: ben!.apiKey, body: {} });
    await invite(ann!.apiKey, id, cal!.id);

    expect((await api("POST", `/v1/games/${id}/leave`, { key: cal!.apiKey })).body.code).toBe("NOT_A_PLAYER");
    expect((await api("POST", `/v1/games/${id}/leave`, { key: ann!.apiKey })).body.code).toBe("CREATOR_CANNOT_LEAVE");
    const left = await api("POST", `/v1/games/${id}/leave`, { key: ben!.apiKey });
    expect(left.status).toBe(200);
    const seats = (await api("GET", `/v1/games/${id}`)).body.seats;
    expect(seats.filter((s: any) => s.player !== null).map((s: any) => s.player.id)).toEqual([ann!.id]);
    expect((await api("GET", `/v1/games?mine=true`, { key: ben!.apiKey })).body.games.map((g: any) => g.id)).not.toContain(id);

    expect((await api("POST", `/v1/games/${id}/cancel`, { key: ben!.apiKey })).body.code).toBe("NOT_GAME_CREATOR");
    const cancelled = await api("POST", `/v1/games/${id}/cancel`, { key: ann!.apiKey });
    expect([cancelled.status, cancelled.body]).toEqual([200, { gameId: id, cancelled: true }]);

    for (const [method, path, key] of [
      ["GET", `/v1/games/${id}`, ann!.apiKey],
      ["GET", `/v1/games/${id}`, undefined],
      ["POST", `/v1/games/${id}/join`, cal!.apiKey],
      ["POST", `/v1/games/${id}/cancel`, ann!.apiKey],
      ["POST", `/v1/games/${id}/resign`, ann!.apiKey],
      ["GET", `/v1/games/${id}/events`, ann!.apiKey],
    ] as const) {
      const r = await api(method, path, { key, ...(method === "POST" ? { body: {} } : {}) });
      expect([r.status, r.body.code], `${method} ${path}`).toEqual([410, "GAME_CANCELLED"]);
    }
    const lobby = (await api("GET", "/v1/games?limit=200", { key: cal!.apiKey })).body.games.map((g: any) => g.id);
    expect(lobby).not.toContain(id);
    for (const p of [ann!, ben!, cal!]) {
      const inbox = (await api("GET", "/v1/me/inbox?limit=200", { key: p.apiKey })).body.items.map((i: any) => i.game.id);
      expect(inbox).not.toContain(id);
    }
    expect((await api("GET", "/v1/me/invitations", { key: cal!.apiKey })).body.invitations).toEqual([]);
  });

  it("a cancelled private game is told as cancelled to its players only; after the start, leave and cancel are refused", async () => {
    const { ann, ben, cal, id } = await privateGame();
    await invite(ann.apiKey, id, ben.id);
    expect((await api("POST", `/v1/games/${id}/cancel`, { key: ann.apiKey })).status).toBe(200);
    expect((await api("GET", `/v1/games/${id}`, { key: ben.apiKey })).body.code).toBe("GAME_CANCELLED");
    expect((await api("GET", `/v1/games/${id}`, { key: cal.apiKey })).body.code).toBe("GAME_NOT_FOUND");

    const started = await privateGame();
    await invite(started.ann.apiKey, started.id, started.ben.id);
    await api("POST", `/v1/games/${started.id}/join`, { key: started.ben.apiKey, body: {} });
    expect((await api("POST", `/v1/games/${started.id}/leave`, { key: started.ben.apiKey })).body.code).toBe("GAME_ALREADY_STARTED");
    expect((await api("POST", `/v1/games/${started.id}/cancel`, { key: started.ann.apiKey })).body.code).toBe("GAME_ALREADY_STARTED");
    expect((await api("GET", `/v1/games/${started.id}`, { key: started.ann.apiKey })).body.status).toBe("active");
  });
});
