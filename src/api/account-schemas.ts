// Request bodies of the account routes (tokens, pairing, passkeys). Unknown fields are refused.
import { z } from "zod";
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
