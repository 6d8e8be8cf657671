// Bindings, declared once for the worker, the Durable Object and the tests (cloudflare:test).
declare namespace Cloudflare {
  interface Env {
    GAME_ROOM: DurableObjectNamespace<import("../durable-objects/game-room").GameRoom>;
    DIRECTORY: D1Database;
    /** OAuth clients, grants, codes and tokens (src/oauth/provider.ts; the library's fixed binding name). */
    OAUTH_KV: KVNamespace;
    /** "true" lets webhooks reach loopback and private addresses (local development only). */
    ALLOW_PRIVATE_WEBHOOKS?: string;
    /** DNS-over-HTTPS endpoint used to resolve webhook hosts (default: Cloudflare's public resolver). */
    WEBHOOK_DNS_RESOLVER?: string;
    /**
     * Web Push (src/push/vapid.ts), set with `wrangler secret put` in production: the VAPID public
     * key (base64url, 65 bytes uncompressed), its private key (base64url, 32 bytes) and a contact
     * (mailto: or https:). Without the keys a pair is made once and kept in the directory (D1).
     */
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    /** Per-key request rates (src/api/rate-limit.ts); the numbers are in wrangler.toml's [[ratelimits]]. */
    RATE_LIMIT_BURST?: RateLimit;
    RATE_LIMIT_SUSTAINED?: RateLimit;
    /** Sign-in attempts per address (src/api/signin-limit.ts); always on where bound. */
    RATE_LIMIT_SIGNIN?: RateLimit;
    /** The WebAuthn relying party in production (e.g. "starpost.example"); without it, the request's own host. */
    WEBAUTHN_RP_ID?: string;
    /** The origin browsers sign in from (e.g. "https://starpost.example"); without it, the request's own origin. */
    WEBAUTHN_ORIGIN?: string;
    /** Analytics Engine dataset the metrics go to (src/observe/metrics.ts); without it nothing is recorded. */
    METRICS?: AnalyticsEngineDataset;
    /** "off" lifts the rate limits: for local load tests (soak, browser tests), never in production. */
    RATE_LIMITS?: string;
    /** Creation caps (src/service/caps.ts), numbers as strings; each has a default. */
    MAX_PLAYERS_PER_ADDRESS_PER_HOUR?: string;
    MAX_GAMES_PER_PLAYER_PER_HOUR?: string;
    MAX_OPEN_GAMES_PER_PLAYER?: string;
    /** The operator's key (a secret, at least 32 characters) for GET /v1/operator/replays; without it the route is off (docs/OPERATIONS.md). */
    OPERATOR_KEY?: string;
  }
}
interface Env extends Cloudflare.Env {}
