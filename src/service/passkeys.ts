// Passkeys with @simplewebauthn/server: a signed-in player adds one to the identity it has (its
// games stay), and any device signs in with one and gets its own token. Each ceremony's
// challenge is single use and lasts five minutes; a wrong, replayed or expired answer is refused
// with a code and changes nothing but using up that challenge.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import {
  addPasskey,
  passkeyById,
  passkeysOf,
  recordPasskeyUse,
  storeChallenge,
  takeChallenge,
  type ChallengePurpose,
} from "../directory/passkeys";
import { playerById } from "../directory/players";
import { passkeyMadeWith } from "../directory/tokens";
import { mintDeviceToken } from "./account";
import { apiError, fail, ok, type Result } from "./errors";

const RP_NAME = "Starpost";

/**
 * Who the passkeys belong to: WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN in production; without them
 * (development on localhost) the request's own host and origin, which for the web client is the
 * page's.
 */
export function relyingParty(env: Env, request: Request): { rpID: string; origin: string } {
  if (env.WEBAUTHN_RP_ID && env.WEBAUTHN_ORIGIN) return { rpID: env.WEBAUTHN_RP_ID, origin: env.WEBAUTHN_ORIGIN };
  const url = new URL(request.url);
  return { rpID: url.hostname, origin: url.origin };
}

const badChallenge = () =>
  fail(
    apiError(
      "PASSKEY_CHALLENGE_INVALID",
      "that challenge is unknown, was already answered, or is older than five minutes: ask for new options",
    ),
  );
const notVerified = (why: string) => fail(apiError("PASSKEY_VERIFICATION_FAILED", `the passkey's answer did not verify: ${why}`));

/** The challenge the browser signed, read from its clientDataJSON; null when that is unreadable. */
function signedChallenge(response: { response: { clientDataJSON?: unknown } }): string | null {
  try {
    const json = JSON.parse(isoUint8Array.toUTF8String(isoBase64URL.toBuffer(String(response.response.clientDataJSON)))) as {
      challenge?: unknown;
    };
    return typeof json.challenge === "string" ? json.challenge : null;
  } catch {
    return null;
  }
}

/** Takes the answer's challenge, if it is one we gave out for this ceremony. */
async function claim(
  db: D1Database,
  response: { response: { clientDataJSON?: unknown } },
  purpose: ChallengePurpose,
  playerId: string | null,
): Promise<string | null> {
  const challenge = signedChallenge(response);
  if (!challenge) return null;
  return (await takeChallenge(db, challenge, purpose, playerId, Date.now())) ? challenge : null;
}

export async function registrationOptions(env: Env, request: Request, player: { playerId: string; name: string }) {
  const { rpID } = relyingParty(env, request);
  const existing = await passkeysOf(env.DIRECTORY, player.playerId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: player.name,
    userID: isoUint8Array.fromUTF8String(player.playerId),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
    // A discoverable credential: signing in later needs no name typed.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await storeChallenge(env.DIRECTORY, options.challenge, "register", player.playerId, Date.now());
  return options;
}

export async function verifyRegistration(
  env: Env,
  request: Request,
  playerId: string,
  response: RegistrationResponseJSON,
  name: string | undefined,
  /** The key or token adding it (Credential.listedAs): a cascade from it removes the passkey. */
  madeWith: string | null,
): Promise<Result<{ id: string; name: string; createdAt: string; lastUsedAt: null; madeWith: string | null }>> {
  const challenge = await claim(env.DIRECTORY, response, "register", playerId);
  if (!challenge) return badChallenge();
  const { rpID, origin } = relyingParty(env, request);
  let info: NonNullable<Awaited<ReturnType<typeof verifyRegistrationResponse>>["registrationInfo"]>;
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verified.verified || !verified.registrationInfo) return notVerified("the attestation was not accepted");
    info = verified.registrationInfo;
  } catch (e) {
    return notVerified((e as Error).message);
  }
  if (await passkeyById(env.DIRECTORY, info.credential.id)) return notVerified("that passkey is already registered");
  const now = Date.now();
  const stored = {
    id: info.credential.id,
    playerId,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: info.credential.transports ?? [],
    name: name ?? "Passkey",
    createdAt: now,
    madeWith,
  };
  await addPasskey(env.DIRECTORY, stored);
  return ok({ id: stored.id, name: stored.name, createdAt: new Date(now).toISOString(), lastUsedAt: null, madeWith });
}

export async function authenticationOptions(env: Env, request: Request) {
  const { rpID } = relyingParty(env, request);
  // No allowCredentials: the browser offers the passkeys it holds for this site.
  const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
  await storeChallenge(env.DIRECTORY, options.challenge, "authenticate", null, Date.now());
  return options;
}

export async function verifyAuthentication(
  env: Env,
  request: Request,
  response: AuthenticationResponseJSON,
  deviceName: string | undefined,
) {
  const challenge = await claim(env.DIRECTORY, response, "authenticate", null);
  if (!challenge) return badChallenge();
  const passkey = await passkeyById(env.DIRECTORY, response.id);
  if (!passkey) return notVerified("no player has that passkey");
  const { rpID, origin } = relyingParty(env, request);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    if (!verified.verified) return notVerified("the signature was not accepted");
    newCounter = verified.authenticationInfo.newCounter;
  } catch (e) {
    return notVerified((e as Error).message);
  }
  const now = Date.now();
  await recordPasskeyUse(env.DIRECTORY, passkey.id, newCounter, now);
  const player = await playerById(env.DIRECTORY, passkey.playerId);
  if (!player) return notVerified("the passkey's player no longer exists");
  const token = await mintDeviceToken(env.DIRECTORY, player.id, deviceName ?? "Passkey sign-in", passkeyMadeWith(passkey.id), now);
  return ok({ player, token });
}
