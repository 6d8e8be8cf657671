import { env, SELF } from "cloudflare:test";
import { expect, it } from "vitest";
it("runs", async () => {
  const r = await SELF.fetch("http://x/");
  expect(await r.text()).toBe("ok");
  const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName("a"));
  expect(await stub.ping()).toBe(1);
});
