// Bindings, declared once for the worker, the Durable Object and the tests (cloudflare:test).
declare namespace Cloudflare {
  interface Env {
    GAME_ROOM: DurableObjectNamespace<import("../durable-objects/game-room").GameRoom>;
    DIRECTORY: D1Database;
    /** "true" lets webhooks reach loopback and private addresses (local development only). */
    ALLOW_PRIVATE_WEBHOOKS?: string;
    /** DNS-over-HTTPS endpoint used to resolve webhook hosts (default: Cloudflare's public resolver). */
    WEBHOOK_DNS_RESOLVER?: string;
  }
}
interface Env extends Cloudflare.Env {}
