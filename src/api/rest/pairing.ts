// Pairing codes: a signed-in device shows one (and a QR of its URL); a new device without a
// passkey redeems it within five minutes for a token of its own.
import { playerById } from "../../directory/players";
import { PAIRING_CODE_MS, redeemPairingCode } from "../../directory/pairing";
import { createPairingCodeFor, mintDeviceToken } from "../../service/account";
import type { Player } from "../../service/types";
import { pairingCode, signedIn } from "../../service/account-shapes";
import { apiError, fail, ok } from "../../service/errors";
import { redeemPairingBody } from "../account-schemas";
import { defineRoute } from "../route";
import { withInput } from "../../service/inputs";
import { admitSignIn } from "../signin-limit";

const REFUSALS = {
  unknown: () => apiError("PAIRING_CODE_INVALID", "no such pairing code: check it on the signed-in device"),
  used: () => apiError("PAIRING_CODE_USED", "that pairing code was already used: ask the signed-in device for a new one"),
  expired: () =>
    apiError("PAIRING_CODE_EXPIRED", `pairing codes last ${PAIRING_CODE_MS / 60_000} minutes: ask the signed-in device for a new one`),
  shownByEnded: () =>
    apiError(
      "PAIRING_CODE_EXPIRED",
      "the key or token that showed this code has been revoked or replaced since: ask a device that is signed in now for a new one",
    ),
};

export const pairingRoutes = [
  defineRoute({
    method: "post",
    path: "/v1/me/pairing-codes",
    operationId: "createPairingCode",
    tag: "players",
    summary: "A short single-use code another device can sign in with, for five minutes",
    auth: "required",
    success: { status: 201, description: "The code, a URL for a QR code, and its expiry", schema: pairingCode },
    errors: ["UNAUTHENTICATED"],
    handler: async ({ who }) => ok(await createPairingCodeFor(who as Player)),
  }),
  defineRoute({
    method: "post",
    path: "/v1/pairing/redeem",
    operationId: "redeemPairingCode",
    tag: "players",
    summary: "Sign a new device in with a pairing code: it gets a token of its own",
    description:
      "Each code works once, and only while the key or token that showed it works: revoked, expired or replaced (the master key) " +
      "before the code is typed, it is refused 410 `PAIRING_CODE_EXPIRED`. Attempts are limited per address (429).",
    auth: "none",
    body: redeemPairingBody,
    success: { status: 201, description: "Who you are, and this device's token (shown only here)", schema: signedIn },
    errors: ["MALFORMED_REQUEST", "PAIRING_CODE_INVALID", "PAIRING_CODE_USED", "PAIRING_CODE_EXPIRED", "BODY_TOO_LARGE"],
    handler: ({ c, who, body: raw }) =>
      withInput(redeemPairingBody, raw, "body", async (body) => {
        const admitted = await admitSignIn(who.env, c.req.raw);
        if (!admitted.ok) return admitted;
        const now = Date.now();
        const redeemed = await redeemPairingCode(who.env.DIRECTORY, body.code, now);
        if (!redeemed.ok) return fail(REFUSALS[redeemed.why]());
        const player = await playerById(who.env.DIRECTORY, redeemed.playerId);
        const token = await mintDeviceToken(who.env.DIRECTORY, redeemed.playerId, body.name ?? "Paired device", redeemed.madeWith, now);
        return ok({ player: { id: player!.id, name: player!.name }, token });
      }),
  }),
];
