// Passkeys: add one to your identity (signed in), list and remove them, and sign in with one on
// any device (anonymous), which answers with that device's own token.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { deletedPasskey, passkeyInfo, passkeyList, signedIn, webauthnOptions } from "../../service/account-shapes";
import { passkeysListed, removePasskey } from "../../service/account";
import { ok } from "../../service/errors";
import { authenticationOptions, registrationOptions, verifyAuthentication, verifyRegistration } from "../../service/passkeys";
import { deletePasskeyQuery, passkeyAuthenticationBody, passkeyRegistrationBody } from "../account-schemas";
import { defineRoute } from "../route";
import { withInput } from "../../service/inputs";
import { admitSignIn } from "../signin-limit";

export const passkeyRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/me/passkeys",
    operationId: "listPasskeys",
    tag: "players",
    summary: "Your passkeys",
    auth: "required",
    conditional: false,
    success: { status: 200, description: "Oldest first", schema: passkeyList },
    errors: ["UNAUTHENTICATED"],
    handler: async ({ who }) => ok({ passkeys: await passkeysListed(who.env, who.caller!.playerId) }),
  }),
  defineRoute({
    method: "post",
    path: "/v1/me/passkeys/options",
    operationId: "passkeyRegistrationOptions",
    tag: "players",
    summary: "Start adding a passkey: WebAuthn creation options with a single-use challenge (five minutes)",
    auth: "required",
    success: { status: 200, description: "PublicKeyCredentialCreationOptions as JSON", schema: webauthnOptions },
    errors: ["UNAUTHENTICATED"],
    handler: async ({ c, who }) => ok({ ...(await registrationOptions(who.env, c.req.raw, who.caller!)) }),
  }),
  defineRoute({
    method: "post",
    path: "/v1/me/passkeys",
    operationId: "verifyPasskeyRegistration",
    tag: "players",
    summary: "Finish adding a passkey: your identity, games and key stay as they are",
    auth: "required",
    body: passkeyRegistrationBody,
    success: { status: 201, description: "The passkey", schema: passkeyInfo },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "PASSKEY_CHALLENGE_INVALID", "PASSKEY_VERIFICATION_FAILED", "BODY_TOO_LARGE"],
    handler: ({ c, who, body: raw }) =>
      withInput(passkeyRegistrationBody, raw, "body", (body) =>
        verifyRegistration(
          who.env,
          c.req.raw,
          who.caller!.playerId,
          body.response as unknown as RegistrationResponseJSON,
          body.name,
          who.credential?.listedAs ?? null,
        ),
      ),
  }),
  defineRoute({
    method: "delete",
    path: "/v1/me/passkeys/{id}",
    operationId: "deletePasskey",
    tag: "players",
    summary: "Remove a passkey: it no longer signs in; with `signOut=true` the devices it signed in are signed out too",
    description:
      "Without `signOut`, the tokens it gave devices stay until revoked (their `madeWith` is `passkey:<id>`). With it, each is revoked " +
      "before this answers, as `DELETE /v1/me/tokens/{id}` would: its feeds closed, its webhooks disabled, its push subscriptions deleted.",
    auth: "required",
    query: deletePasskeyQuery,
    success: { status: 200, description: "Removed, and the devices signed out with it", schema: deletedPasskey },
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "MALFORMED_REQUEST"],
    handler: ({ who, params, query }) => removePasskey(who.env, who.caller!.playerId, params.id!, query.signOut),
  }),
  defineRoute({
    method: "post",
    path: "/v1/passkeys/options",
    operationId: "passkeyAuthenticationOptions",
    tag: "players",
    summary: "Start signing in with a passkey: WebAuthn request options with a single-use challenge (five minutes)",
    auth: "none",
    success: { status: 200, description: "PublicKeyCredentialRequestOptions as JSON", schema: webauthnOptions },
    errors: [],
    handler: async ({ c, who }) => ok({ ...(await authenticationOptions(who.env, c.req.raw)) }),
  }),
  defineRoute({
    method: "post",
    path: "/v1/passkeys/verify",
    operationId: "verifyPasskeyAuthentication",
    tag: "players",
    summary: "Finish signing in with a passkey: this device gets a token of its own",
    description: "Attempts are limited per address (429).",
    auth: "none",
    body: passkeyAuthenticationBody,
    success: { status: 201, description: "Who you are, and this device's token (shown only here)", schema: signedIn },
    errors: ["MALFORMED_REQUEST", "PASSKEY_CHALLENGE_INVALID", "PASSKEY_VERIFICATION_FAILED", "BODY_TOO_LARGE"],
    handler: ({ c, who, body: raw }) =>
      withInput(passkeyAuthenticationBody, raw, "body", async (body) => {
        const admitted = await admitSignIn(who.env, c.req.raw);
        if (!admitted.ok) return admitted;
        return verifyAuthentication(who.env, c.req.raw, body.response as unknown as AuthenticationResponseJSON, body.name);
      }),
  }),
];
