// The test workerd's GameRoom wrapper keeps one prototype proxy however often rooms are woken
// (test/api/pool-prototype-once.ts): without that, every wake added a layer and reaching a room
// grew dearer with every room woken before it in the same workerd (bench/README Round 19).
import { abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { expect, it } from "vitest";
import { api, registerPlayer, stubOf } from "./helpers";

/**
 * Counts, while `body` runs, the proxies made around a proxy that the same code made (the same
 * `get` trap's text), i.e. the layers a class's prototype gains; it does not rely on the guard's
 * own way of telling the pool's trap.
 */
async function nestedProxiesMadeDuring(body: () => Promise<void>): Promise<number> {
  const before = globalThis.Proxy;
  const madeBy = new WeakMap<object, string>();
  let nested = 0;
  globalThis.Proxy = new Proxy(before, {
    construct(target, args: [object, ProxyHandler<object>]) {
      const [wrapped, handler] = args;
      const made = Reflect.construct(target, args) as object;
      if (typeof handler.get === "function") {
        const trap = handler.get.toString();
        if (made !== wrapped && madeBy.get(wrapped) === trap) nested++;
        madeBy.set(made, trap);
      }
      return made;
    },
  });
  try {
    await body();
  } finally {
    globalThis.Proxy = before;
  }
  return nested;
}

it("waking evicted rooms again and again adds no layer to the room class's prototype", async () => {
  const alice = await registerPlayer("Alice");
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } });
    expect(r.status).toBe(201);
    ids.push(r.body.id);
  }
  const nested = await nestedProxiesMadeDuring(async () => {
    for (let round = 0; round < 3; round++) {
      await abortAllDurableObjects(); // every room is evicted: the next call constructs it again
      for (const id of ids) await runInDurableObject(stubOf(id), (room) => expect(room.seams.session.game?.meta.id).toBe(id));
    }
  });
  expect(nested).toBe(0);
});
