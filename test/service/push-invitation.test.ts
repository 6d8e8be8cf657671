// What an invitation's push says: which game, who invited, the invitation to answer; never
// replacing a "your turn" (no topic), and not more than the invitee may read.
import { describe, expect, it } from "vitest";
import { pushPayload, pushTopic, urgencyOf } from "../../src/push/events";

describe("invitation.received as a push", () => {
  const body = JSON.stringify({
    type: "invitation.received",
    timestamp: "2026-01-01T00:00:00Z",
    data: {
      gameId: "g1",
      kind: "star-battle",
      version: 0,
      seat: "lord2",
      invitation: { id: "inv_1", seat: "lord2", from: { id: "p1", name: "Ann" }, expiresAt: "2026-01-08T00:00:00Z" },
      rematchOf: null,
    },
  });

  it("carries the invitation's id and its sender's name, and the game's page", () => {
    const p = pushPayload("invitation.received", body);
    expect(p).toEqual({
      type: "invitation.received",
      gameId: "g1",
      kind: "star-battle",
      seat: "lord2",
      version: 0,
      deadline: null,
      outcome: null,
      url: "/game?id=g1",
      invitation: { id: "inv_1", from: "Ann" },
    });
  });

  it("has no topic, so it neither replaces nor is replaced by a game's your-turn push", () => {
    expect(pushTopic("g1", "invitation.received")).toBeNull();
    expect(urgencyOf("invitation.received")).toBe("high");
  });
});
