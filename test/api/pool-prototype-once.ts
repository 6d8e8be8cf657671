// The Workers Vitest pool wraps each Durable Object class the tests reach (here GameRoom) in a
// class whose constructor sets its prototype to a new Proxy of the prototype it had, on every
// construction (createProxyPrototypeClass in @cloudflare/vitest-pool-workers: so in 0.15.1, ours,
// and in 0.23.0, the newest published; upstream's issue is cloudflare/workers-sdk#15092). Every room woken in a workerd therefore adds
// one layer, and a read through a room made after d constructions passes d layers, each of which
// checks the proxy invariants against the layers beneath it: O(d²). Measured in one workerd (bench/README
// Round 19): reaching an evicted room took ~6 ms after 50 rooms made and ~640 ms after 800, and
// as much with 10 rooms woken 80 times over, so it is the count of wakes, not of rooms or rows.
//
// The guard makes the wrap happen once per class: asked to wrap a proxy that is already the pool's
// wrapper prototype, the Proxy constructor hands that proxy back, so the class keeps the one layer
// its first construction put there. Any other proxy is made as before. Once the pool stops
// re-wrapping, the guard never matches and does nothing.

/** What names the pool's prototype trap (its `get` handler calls this). */
const POOL_TRAP_MARK = "getUnknownPrototypeKey";
const INSTALLED = Symbol.for("starpost.test.poolPrototypeOnce");

/** Whether `handler` is the pool's wrapper-prototype trap. */
export function isPoolPrototypeTrap(handler: ProxyHandler<object> | undefined): boolean {
  return typeof handler?.get === "function" && handler.get.toString().includes(POOL_TRAP_MARK);
}

/** Installs the guard on this isolate's global `Proxy` (once: the setup file runs before every test file). */
export function wrapPoolPrototypesOnce(): void {
  const global = globalThis as typeof globalThis & { [INSTALLED]?: true };
  if (global[INSTALLED]) return;
  const RealProxy = Proxy;
  const poolPrototypes = new WeakSet<object>();
  global.Proxy = new RealProxy(RealProxy, {
    construct(target, args: [object, ProxyHandler<object>]) {
      const [wrapped, handler] = args;
      if (poolPrototypes.has(wrapped) && isPoolPrototypeTrap(handler)) return wrapped;
      const made = Reflect.construct(target, args) as object;
      if (isPoolPrototypeTrap(handler)) poolPrototypes.add(made);
      return made;
    },
  });
  global[INSTALLED] = true;
}
