// The SDK's Standard Webhooks check against the reference package (`standardwebhooks`): each
// accepts what the other signs, both refuse the same forgeries, stale timestamps and tampered bodies.
import fc from "fast-check";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type {
  ActionOf,
  BotAnswer,
  components,
  DecisionRequired,
  WebhookDataOf,
  WebhookEvent,
  WebhookHandlers,
  WebhookOf,
} from "../src/index";
import { handleWebhook, signWebhook, verifyWebhook, WebhookVerificationError } from "../src/webhooks";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const otherSecret = "whsec_dGhpcyBpcyBhbm90aGVyIHNlY3JldCBrZXkhIQ==";
const NOW = Date.parse("2026-11-25T12:00:00Z");
const nowSeconds = NOW / 1000;
const body = JSON.stringify({
  type: "decision.required",
  timestamp: "2026-11-25T12:00:00.000Z",
  data: { gameId: "g1", kind: "star-battle", version: 3 },
});

const headers = (id: string, timestamp: number, signature: string) => ({
  "webhook-id": id,
  "webhook-timestamp": String(timestamp),
  "webhook-signature": signature,
});

/** What the reference package says of a delivery: its parsed body, or "refused". */
function reference(key: string, payload: string, h: Record<string, string>): unknown {
  try {
    return new Webhook(key).verify(payload, h);
  } catch {
    return "refused";
  }
}
async function ours(key: string, payload: string, h: Record<string, string>): Promise<unknown> {
  try {
    return await verifyWebhook(key, payload, h);
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    return "refused";
  }
}

describe("webhook signatures", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("accepts a delivery the reference package signed, and the package accepts ours", async () => {
    const theirs = new Webhook(secret).sign("msg_1", new Date(NOW), body);
    expect(await verifyWebhook(secret, body, headers("msg_1", nowSeconds, theirs))).toEqual(JSON.parse(body));
    const mine = await signWebhook(secret, "msg_1", nowSeconds, body);
    expect(mine).toBe(theirs);
    expect(new Webhook(secret).verify(body, headers("msg_1", nowSeconds, mine))).toEqual(JSON.parse(body));
  });

  it("reads Fetch Headers, Node header records in any case, and raw bytes", async () => {
    const sig = await signWebhook(secret, "msg_2", nowSeconds, body);
    const fetchHeaders = new Headers(headers("msg_2", nowSeconds, sig));
    expect(await verifyWebhook(secret, new TextEncoder().encode(body), fetchHeaders)).toEqual(JSON.parse(body));
    expect(
      await verifyWebhook(secret, body, { "Webhook-Id": "msg_2", "WEBHOOK-TIMESTAMP": String(nowSeconds), "webhook-signature": [sig] }),
    ).toEqual(JSON.parse(body));
  });

  it("accepts a header of several signatures when one matches (a secret being rotated), skipping other versions", async () => {
    const old = await signWebhook(otherSecret, "msg_3", nowSeconds, body);
    const current = await signWebhook(secret, "msg_3", nowSeconds, body);
    const h = headers("msg_3", nowSeconds, `v1a,${current.slice(3)} ${old} ${current}`);
    expect(await verifyWebhook(secret, body, h)).toEqual(JSON.parse(body));
    expect(reference(secret, body, h)).toEqual(JSON.parse(body));
    // Only an asymmetric (v1a) entry carrying the right bytes: not a v1 signature, refused by both.
    const onlyV1a = headers("msg_3", nowSeconds, `v1a,${current.slice(3)} ${old}`);
    expect(await ours(secret, body, onlyV1a)).toBe("refused");
    expect(reference(secret, body, onlyV1a)).toBe("refused");
  });

  it("refuses a timestamp outside five minutes either way, as the reference does", async () => {
    for (const [offset, verdict] of [
      [-301, "refused"],
      [-299, "ok"],
      [299, "ok"],
      [301, "refused"],
    ] as const) {
      const t = nowSeconds + offset;
      const h = headers("msg_4", t, await signWebhook(secret, "msg_4", t, body));
      expect([offset, (await ours(secret, body, h)) === "refused" ? "refused" : "ok"]).toEqual([offset, verdict]);
      expect([offset, reference(secret, body, h) === "refused" ? "refused" : "ok"]).toEqual([offset, verdict]);
    }
    const t = nowSeconds - 600;
    const h = headers("msg_4", t, await signWebhook(secret, "msg_4", t, body));
    expect(await verifyWebhook(secret, body, h, { toleranceSeconds: 900 })).toEqual(JSON.parse(body));
  });

  it("refuses missing headers, a wrong secret and a signature moved to another id", async () => {
    const sig = await signWebhook(secret, "msg_5", nowSeconds, body);
    await expect(verifyWebhook(secret, body, { "webhook-id": "msg_5", "webhook-timestamp": String(nowSeconds) })).rejects.toThrow(
      /missing/,
    );
    await expect(verifyWebhook(otherSecret, body, headers("msg_5", nowSeconds, sig))).rejects.toThrow(/no signature matches/);
    await expect(verifyWebhook(secret, body, headers("msg_6", nowSeconds, sig))).rejects.toThrow(/no signature matches/);
    await expect(verifyWebhook(secret, body, headers("msg_5", nowSeconds, "v1,not base64!"))).rejects.toThrow(/no signature matches/);
  });

  it("agrees with the reference on random deliveries, intact and tampered", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/[\s,]/.test(s)),
        fc.integer({ min: -400, max: 400 }),
        fc.jsonValue().map((v) => JSON.stringify({ data: v })),
        fc.constantFrom("intact", "body", "id", "timestamp", "signature"),
        async (id, offset, payload, tamper) => {
          const t = nowSeconds + offset;
          const sig = await signWebhook(secret, id, t, payload);
          const h = headers(
            tamper === "id" ? `${id}x` : id,
            tamper === "timestamp" ? t + 1 : t,
            tamper === "signature" ? sig.slice(0, 3) + (sig[3] === "A" ? "B" : "A") + sig.slice(4) : sig,
          );
          const sent = tamper === "body" ? payload.replace(/}$/, " }") : payload;
          const mine = await ours(secret, sent, h);
          expect(mine).toEqual(reference(secret, sent, h));
          expect(mine === "refused").toBe(tamper !== "intact" || Math.abs(offset) > 300);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("typed webhook payloads", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const about = { gameId: "g1", kind: "star-battle", version: 7, seat: "north" };
  const decision = {
    type: "decision.required",
    timestamp: "2026-11-25T12:00:00.000Z",
    data: {
      ...about,
      decisionId: "d7",
      deadline: null,
      decisions: [{ prompt: "turn", text: "Your turn", choices: [{ type: "endTurn" }] }],
    },
  };
  const over = {
    type: "game.over",
    timestamp: "2026-11-25T12:00:00.000Z",
    data: { ...about, outcome: { winners: ["north"], reason: "last lord standing" } },
  };
  /** A delivery as Starpost sends it: the body, signed. */
  async function delivered(payload: object, id = "msg_t") {
    const text = JSON.stringify(payload);
    return { text, headers: headers(id, nowSeconds, await signWebhook(secret, id, nowSeconds, text)) };
  }

  it("hands each delivery to its event type's handler, typed as that type's payload, and answers its reply", async () => {
    const seen: string[] = [];
    const handlers = {
      "decision.required": (event: DecisionRequired): BotAnswer => {
        seen.push(`decision ${event.data.decisionId}`);
        return { action: event.data.decisions[0]!.choices![0]! };
      },
      "game.over": async (event: WebhookOf<"game.over">) => {
        seen.push(`over ${event.data.outcome.winners.join()}`);
      },
    };
    const d = await delivered(decision);
    expect(await handleWebhook(secret, d.text, d.headers, handlers)).toEqual({ action: { type: "endTurn" } });
    const o = await delivered(over);
    expect(await handleWebhook(secret, new TextEncoder().encode(o.text), new Headers(o.headers), handlers)).toBeUndefined();
    expect(seen).toEqual(["decision d7", "over north"]);
  });

  it("acknowledges an event type with no handler, one added to the API later included, without calling any", async () => {
    const called = vi.fn();
    for (const payload of [
      { ...over, type: "game.started" },
      { ...over, type: "game.renamed" },
      { ...over, type: "toString" },
    ]) {
      const d = await delivered(payload);
      expect(await handleWebhook(secret, d.text, d.headers, { "game.over": called, "decision.required": called })).toBeUndefined();
    }
    expect(called).not.toHaveBeenCalled();
  });

  it("refuses a forged delivery before any handler runs", async () => {
    const called = vi.fn();
    const d = await delivered(over);
    const forged = JSON.stringify({ ...over, data: { ...over.data, outcome: { winners: ["south"] } } });
    await expect(handleWebhook(secret, forged, d.headers, { "game.over": called })).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(called).not.toHaveBeenCalled();
  });

  it("types the payloads from the document's webhooks section: narrowing on type needs no cast", () => {
    expectTypeOf(verifyWebhook).returns.resolves.toEqualTypeOf<WebhookEvent>();
    expectTypeOf<Extract<WebhookEvent, { type: "decision.required" }>>().toEqualTypeOf<DecisionRequired>();
    expectTypeOf<WebhookEvent["type"]>().toEqualTypeOf<
      "decision.required" | "game.started" | "game.action" | "deadline.warning" | "game.over" | "message.posted" | "invitation.received"
    >();
    expectTypeOf<WebhookOf<"game.action">["data"]["entry"]>().toEqualTypeOf<"action" | "resign" | "timeout" | "undo">();
    expectTypeOf<WebhookOf<"deadline.warning">["data"]["vacationLeftMs"]>().toEqualTypeOf<number>();
    expectTypeOf<Parameters<typeof handleWebhook>[3]["game.over"]>().toEqualTypeOf<
      ((event: WebhookOf<"game.over">) => void | Promise<void>) | undefined
    >();
    // Only decision.required's handler may answer a body, and only a BotAnswer.
    expectTypeOf<ReturnType<NonNullable<Parameters<typeof handleWebhook>[3]["decision.required"]>>>().toEqualTypeOf<
      // biome-ignore lint/suspicious/noConfusingVoidType: the exact type the SDK exports, void included.
      BotAnswer | void | Promise<BotAnswer | void>
    >();
    // biome-ignore lint/suspicious/noConfusingVoidType: the exact type the SDK exports, void included.
    expectTypeOf(handleWebhook).returns.resolves.toEqualTypeOf<BotAnswer | void | undefined>();
  });

  it("types a decision's choices, bounds and an action's events per kind: narrowed on data.kind, a Barnard's Star decision offers Barnard's Star actions", () => {
    type Decision = WebhookDataOf<"decision.required", "barnards-star">["decisions"][number];
    expectTypeOf<NonNullable<Decision["choices"]>[number]>().toEqualTypeOf<ActionOf<"barnards-star">>();
    // Every Barnard's Star decision is a list of choices: it never carries bounds.
    expectTypeOf<Decision["bounds"]>().toEqualTypeOf<undefined>();
    expectTypeOf<ActionOf<"star-battle">>().not.toMatchTypeOf<NonNullable<Decision["choices"]>[number]>();
    expectTypeOf<WebhookDataOf<"game.action", "barnards-star">["events"][number]>().toEqualTypeOf<
      components["schemas"]["BarnardsStarEvent"]
    >();
    expectTypeOf<DecisionRequired["data"]["kind"]>().toEqualTypeOf<
      "star-battle" | "last-starfighter" | "iron-stars" | "barnards-star" | "double-star"
    >();
    // In a handler, narrowing on the kind is enough: no cast between the delivery and the action posted back.
    const handlers: WebhookHandlers = {
      "decision.required": (event) => {
        if (event.data.kind !== "barnards-star") return;
        const choice = event.data.decisions[0]?.choices?.[0];
        expectTypeOf(choice).toEqualTypeOf<ActionOf<"barnards-star"> | undefined>();
        if (choice?.type === "moveUnit") expectTypeOf(choice.to).toEqualTypeOf<number>();
        return choice ? { action: choice } : undefined;
      },
    };
    expectTypeOf(handlers).toMatchTypeOf<WebhookHandlers>();
  });
});
