// A daily player's notifications from the outside, over HTTP only: two strangers talk both ways,
// their inbox's unread counts rise and fall, a mute hides a player's messages, and each one's push
// delivery log lists what the room's own alarms sent (no test hooks into the room).
import { describe, expect, it } from "vitest";
import { api, registerPlayer } from "./helpers";
import { newBrowser } from "./push-browser";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Player = { id: string; apiKey: string };

describe("notifications, outside in", () => {
  it("two people: messages both ways, unread counts in the inbox, a mute, the push deliveries listed", { timeout: 120_000 }, async () => {
    const [ann, ben] = [await registerPlayer("Ann"), await registerPlayer("Ben")];
    const subs: Record<string, string> = {};
    for (const p of [ann, ben]) {
      const b = await newBrowser(`https://push.example.com/ok/notify-outside/${p.id}`);
      const r = await api("POST", "/v1/me/push-subscriptions", { key: p.apiKey, body: b.subscription });
      expect(r.status).toBe(201);
      subs[p.id] = r.body.id;
    }
    const id = (await api("POST", "/v1/games", { key: ann.apiKey, body: { kind: "last-starfighter" } })).body.id as string;
    expect((await api("POST", `/v1/games/${id}/join`, { key: ben.apiKey, body: {} })).status).toBe(200);

    const say = async (p: Player, text: string) => {
      const r = await api("POST", `/v1/games/${id}/messages`, { key: p.apiKey, body: { text } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.id as number;
    };
    const unread = async (p: Player) =>
      ((await api("GET", "/v1/me/inbox", { key: p.apiKey })).body.items as any[]).find((i) => i.game.id === id).unreadMessages as number;
    const read = async (p: Player) =>
      ((await api("GET", `/v1/games/${id}/messages`, { key: p.apiKey })).body.messages as any[]).map((m) => m.text as string);

    // Ann writes twice: Ben's count rises; Ann's own words are never unread to her.
    await say(ann, "Good luck");
    const second = await say(ann, "Take your time");
    expect([await unread(ben), await unread(ann)]).toEqual([2, 0]);
    // Ben reads them and answers: his count falls, Ann's rises.
    expect(await read(ben)).toEqual(["Good luck", "Take your time"]);
    expect((await api("POST", `/v1/games/${id}/messages/read`, { key: ben.apiKey, body: { lastId: second } })).body.unreadMessages).toBe(0);
    const reply = await say(ben, "Thanks, you too");
    expect([await unread(ben), await unread(ann)]).toEqual([0, 1]);
    await api("POST", `/v1/games/${id}/messages/read`, { key: ann.apiKey, body: { lastId: reply } });
    expect(await unread(ann)).toBe(0);

    // Ann mutes Ben: what he writes next is neither shown nor counted to her, nor pushed.
    expect((await api("PUT", `/v1/me/muted-players/${ben.id}`, { key: ann.apiKey })).status).toBe(200);
    await say(ben, "Can you hear me?");
    expect(await read(ann)).toEqual(["Good luck", "Take your time"]);
    expect(await unread(ann)).toBe(0);
    expect(await read(ben)).toContain("Can you hear me?");

    // The room's alarms push on their own: Ben was told of Ann's two messages, Ann of Ben's first reply only.
    const deliveries = async (p: Player) =>
      (await api("GET", `/v1/me/push-subscriptions/${subs[p.id]}/deliveries`, { key: p.apiKey })).body.deliveries as any[];
    const talk = (ds: any[]) => ds.filter((d) => d.event === "message.posted");
    let logs: any[][] = [];
    for (let wait = 0; wait < 150; wait++) {
      logs = await Promise.all([deliveries(ann), deliveries(ben)]);
      if (talk(logs[0]!).length >= 1 && talk(logs[1]!).length >= 2 && logs.flat().every((d) => d.status !== "pending")) break;
      await sleep(100);
    }
    expect(talk(logs[1]!)).toHaveLength(2);
    expect(talk(logs[0]!)).toHaveLength(1);
    for (const d of logs.flat()) expect(d).toMatchObject({ gameId: id, status: "delivered" });
    // A person reads only their own log.
    expect((await api("GET", `/v1/me/push-subscriptions/${subs[ann.id]}/deliveries`, { key: ben.apiKey })).status).toBe(404);
    expect(JSON.stringify(logs)).not.toContain("Can you hear me?");
  });
});
