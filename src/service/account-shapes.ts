// The answers of the account routes (tokens, the master key, pairing codes, passkeys), as zod
// shapes like src/service/shapes.ts: the OpenAPI document is made from them.
import { z } from "zod";

const time = () => z.iso.datetime({ offset: true }).describe("An RFC 3339 time");
const maybeTime = (what: string) => time().nullable().describe(what);

export const tokenInfo = z.object({
  id: z.string().describe('"master" for the master API key'),
  name: z.string(),
  kind: z.enum(["master", "device", "app", "bot"]),
  scopes: z.array(z.string()).describe("read, play, play:<gameId>, webhooks, account"),
  clientId: z.string().nullable().describe("The OAuth client it was granted to; null for tokens you made"),
  createdAt: time(),
  lastUsedAt: maybeTime("The last use, to the minute; null if never used"),
  expiresAt: maybeTime("When it stops working; null: until revoked"),
  revokedAt: maybeTime("When it was revoked; null while it works"),
  current: z.boolean().describe("This request was made with it"),
  madeWith: z
    .string()
    .nullable()
    .describe(
      "Where it came from: the id of the key or token it was minted with (`master`, `tk_…`), or that showed the pairing code a device " +
        "signed in with; `passkey:<id>` for a device that signed in with that passkey. Null for the master key, apps, and tokens made before this was kept",
    ),
});
export const tokenList = z.object({ tokens: z.array(tokenInfo).describe("The master key first, then tokens, newest first") });
export const revokedToken = tokenInfo.extend({
  alsoRevoked: z
    .array(z.string())
    .describe("The tokens revoked with it (`cascade=true`): each one it made, and what those made; empty without cascade"),
  passkeysRemoved: z
    .array(z.string())
    .describe(
      "The passkeys removed with it (`cascade=true`): those it, or a token it made, added; the devices they signed in are in `alsoRevoked`",
    ),
});
export const newToken = tokenInfo.extend({
  token: z.string().describe("Send it as `Authorization: Bearer <token>`; shown only in this answer"),
});
export const rotatedKey = z.object({
  apiKey: z.string().describe("The new master key; the old one no longer works. Shown only here"),
  createdAt: time(),
});

export const pairingCode = z.object({
  code: z.string().describe("Eight characters like ABCD-1234: type it on the new device"),
  url: z.string().describe("The sign-in page with the code filled in, for a QR code"),
  expiresAt: time(),
});
export const signedIn = z.object({
  player: z.object({ id: z.string(), name: z.string() }),
  token: newToken.describe("This device's own token"),
});

export const passkeyInfo = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: time(),
  lastUsedAt: maybeTime("The last sign-in with it"),
  madeWith: z
    .string()
    .nullable()
    .describe(
      "The id of the key or token that added it (`master`, `tk_…`): revoking that token with `cascade=true` removes it. Null for passkeys added before this was kept",
    ),
});
export const passkeyList = z.object({ passkeys: z.array(passkeyInfo) });
export const deletedPasskey = z.object({
  id: z.string(),
  deleted: z.literal(true),
  signedOut: z.array(z.string()).describe("The device tokens revoked with it (`signOut=true`); empty without"),
});
export const webauthnOptions = z
  .looseObject({ challenge: z.string().describe("Single use; answer within five minutes") })
  .describe(
    "WebAuthn options as JSON: hand them to @simplewebauthn/browser (startRegistration / startAuthentication) or navigator.credentials",
  );

export const appRequestInfo = z.object({
  client: z.object({
    id: z.string(),
    name: z.string().describe("As the app registered it: not verified"),
    uri: z.string().nullable().describe("The app's home page, as it registered it"),
  }),
  redirectHost: z.string().describe("Where the answer goes: the host of the app's redirect URI"),
  redirectIsLoopback: z.boolean().describe("The answer goes to an app on this computer"),
  scopes: z.array(z.object({ scope: z.string(), description: z.string() })).describe("What the app may do if allowed"),
});
export const appDecision = z.object({ redirectTo: z.string().describe("Send the browser here: the app's redirect URI with the answer") });
