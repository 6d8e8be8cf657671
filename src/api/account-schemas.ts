// Request bodies of the account routes (tokens, pairing, passkeys). Unknown fields are refused.
import { z } from "zod";
import { flag } from "../service/inputs";
import { parseScope } from "./scopes";

const MAX_EXPIRY_SECONDS = 366 * 24 * 3600;

export const scopeList = z
  .array(
    z
      .string()
      .max(48)
      .refine((s) => parseScope(s) !== null, { message: "not a scope: read, play, play:<gameId>, webhooks or account" }),
  )
  .min(1)
  .max(20)
  .describe("read, play (all your games), play:<gameId> (one game), webhooks, account");

export const createTokenBody = z.strictObject({
  name: z.string().trim().min(1).max(60).describe("What it is for, as you will see it in the list"),
  kind: z.enum(["device", "app", "bot"]).default("bot"),
  scopes: scopeList,
  expiresIn: z
    .number()
    .int()
    .min(60)
    .max(MAX_EXPIRY_SECONDS)
    .optional()
    .describe("Seconds until it stops working (60 s to 366 days); without it, until revoked"),
});

export const deviceName = z.string().trim().min(1).max(60).optional().describe("How this device is listed among your tokens");

export const redeemPairingBody = z.strictObject({
  code: z.string().max(20).describe("The code the signed-in device shows, e.g. ABCD-1234 (case and dash do not matter)"),
  name: deviceName,
});

/** A browser's WebAuthn answer, as @simplewebauthn/browser gives it; checked by @simplewebauthn/server. */
const credentialJson = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal("public-key"),
  response: z.record(z.string(), z.unknown()),
});

export const passkeyRegistrationBody = z.strictObject({
  response: credentialJson,
  name: z.string().trim().min(1).max(60).optional().describe("How the passkey is listed"),
});
export const passkeyAuthenticationBody = z.strictObject({ response: credentialJson, name: deviceName });

/** The query an app sent to /oauth/authorize, as the consent page passes it on (the library reads the whole query). */
export const appRequestQuery = z.looseObject({
  response_type: z.string().max(40).describe("code"),
  client_id: z.string().max(200),
  redirect_uri: z.string().max(2000).describe("Exactly one of the client's registered redirect URIs"),
  scope: z.string().max(1000).optional().describe("Space-separated: read, play, play:<gameId>, webhooks (apps are never granted account)"),
  state: z.string().max(1000).optional(),
  code_challenge: z.string().max(200).describe("BASE64URL(SHA-256(code_verifier)): every client uses PKCE"),
  code_challenge_method: z.literal("S256"),
});

export const appDecisionBody = z.strictObject({
  request: z.string().max(6000).describe("The query string the app sent to /oauth/authorize, without the '?'"),
  allow: z.boolean().describe("true: grant the scopes asked; false: send the app access_denied"),
});

export const revokeTokenQuery = z.strictObject({
  cascade: flag
    .default(false)
    .describe(
      "`true`: also revoke every token it made (minted with it, or a device paired from it), and what those made, however deep, and remove the passkeys it or they added (with the devices those signed in)",
    ),
});

export const deletePasskeyQuery = z.strictObject({
  signOut: flag.default(false).describe("`true`: also sign out (revoke the tokens of) the devices that signed in with this passkey"),
});
