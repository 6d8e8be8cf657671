// One error shape for every surface: REST renders it as application/problem+json, GraphQL as a
// typed result (expected failures) or a GraphQL error with the same code (refused requests). `code` is stable and documented; `detail` is for people.

export interface ApiError {
  status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;
  code: string;
  title: string;
  detail: string;
  /** For illegal moves: the rule that forbids them. */
  rule?: string;
  /** Extra machine-readable fields (e.g. `currentVersion` on a 409). */
  extra?: Record<string, unknown>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: ApiError): { ok: false; error: ApiError } => ({ ok: false, error });

/** Every stable error code, with its HTTP status and a title. The docs page lists these. */
export const errorCodes = {
  MALFORMED_REQUEST: [400, "The request is malformed"],
  INVALID_OPTIONS: [400, "The game options are invalid"],
  INVALID_ACTION: [400, "The action does not match this game's action schema"],
  INVALID_CURSOR: [400, "The cursor is not one this list gave out"],
  IF_MATCH_CONFLICT: [400, "If-Match and expectedVersion name different versions"],
  UNAUTHENTICATED: [401, "A valid API key is required"],
  TOKEN_EXPIRED: [401, "The token has expired"],
  TOKEN_REVOKED: [401, "The token was revoked"],
  INSUFFICIENT_SCOPE: [403, "The token lacks the scope this operation needs"],
  PAIRING_CODE_INVALID: [400, "No such pairing code"],
  PAIRING_CODE_USED: [400, "The pairing code was already used"],
  PAIRING_CODE_EXPIRED: [410, "The pairing code has expired"],
  PASSKEY_CHALLENGE_INVALID: [400, "The passkey challenge is unknown, used or expired"],
  PASSKEY_VERIFICATION_FAILED: [400, "The passkey's answer did not verify"],
  APP_TOKEN_INVALID: [401, "The app's access token is unknown, expired or revoked: refresh it or ask the person again"],
  OAUTH_REQUEST_INVALID: [400, "The OAuth request is malformed or unsupported"],
  OAUTH_CLIENT_INVALID: [401, "The OAuth client is unknown or did not authenticate"],
  OAUTH_CLIENT_MISMATCH: [400, "The code or refresh token was issued to another client"],
  OAUTH_CLIENT_METADATA_INVALID: [400, "The client registration's metadata is invalid"],
  OAUTH_REDIRECT_MISMATCH: [400, "The redirect URI is not the one registered, or not the one the code was issued for"],
  OAUTH_PKCE_FAILED: [400, "The PKCE code_verifier is missing or does not match the code_challenge (S256 only)"],
  OAUTH_CODE_INVALID: [400, "The authorization code is unknown or expired"],
  OAUTH_CODE_USED: [400, "The authorization code was already exchanged; the tokens it gave are revoked"],
  OAUTH_REFRESH_INVALID: [400, "The refresh token is unknown, expired, revoked or replaced"],
  OAUTH_SCOPE_INVALID: [400, "A scope asked for is unknown, not offered to apps, or wider than the grant"],
  OAUTH_UNAVAILABLE: [400, "OAuth is offered over https (or on a loopback host) only"],
  NOT_A_PLAYER: [403, "You hold no seat in this game"],
  NOT_YOUR_DECISION: [403, "Your seat owes no decision now"],
  NOT_FOUND: [404, "No such resource"],
  METHOD_NOT_ALLOWED: [405, "That method is not allowed here"],
  UNKNOWN_KIND: [404, "No such game kind"],
  GAME_NOT_FOUND: [404, "No such game"],
  VERSION_NOT_FOUND: [404, "The game has no such version"],
  STALE_VERSION: [409, "Your seat's decision has changed since the version you sent"],
  STALE_DECISION: [409, "Your seat no longer owes the decision you answered"],
  SEAT_TAKEN: [409, "That seat is taken"],
  NO_OPEN_SEAT: [409, "The game has no open seat"],
  ALREADY_SEATED: [409, "You already hold a seat in this game"],
  GAME_NOT_STARTED: [409, "The game has not started"],
  GAME_ALREADY_STARTED: [409, "The game has already started"],
  GAME_NOT_FINISHED: [409, "The game is not over yet"],
  GAME_CANCELLED: [410, "The game was cancelled by its creator before it started"],
  NOT_GAME_CREATOR: [403, "Only the game's creator may do that"],
  CREATOR_CANNOT_LEAVE: [409, "The game's creator cancels the game rather than leaving it"],
  SEAT_RESERVED: [409, "That seat is held for an invited player"],
  NOT_INVITED: [403, "The game is private: you need an invitation or its share link"],
  INVITE_LINK_INVALID: [403, "The share link is unknown or was revoked"],
  INVITATION_NOT_FOUND: [404, "No such invitation of yours"],
  INVITATION_DECLINED: [409, "You declined that invitation"],
  INVITATION_ACCEPTED: [409, "That invitation was already accepted"],
  INVITATION_EXPIRED: [410, "The invitation has expired"],
  PLAYER_NOT_FOUND: [404, "No such player"],
  REMATCH_EXISTS: [409, "That game's rematch was already offered"],
  GAME_OVER: [409, "The game is over"],
  IDEMPOTENCY_KEY_REUSED: [422, "That Idempotency-Key was used for a different request"],
  IDEMPOTENCY_KEY_IN_USE: [409, "A request with that Idempotency-Key is still being answered"],
  BODY_TOO_LARGE: [413, "The request body is too large"],
  UNSUPPORTED_MEDIA_TYPE: [415, "The request body's Content-Type is not one this endpoint reads"],
  NO_HUMAN_SEAT: [422, "Every seat would be the built-in opponent's: a game needs a person"],
  ILLEGAL_ACTION: [422, "The rules forbid that action"],
  UNDO_NOT_ALLOWED: [422, "That action cannot be taken back"],
  WEBHOOK_TARGET_REFUSED: [422, "Webhooks cannot be delivered to that address"],
  INVALID_PUSH_SUBSCRIPTION: [400, "The push subscription's keys are not a browser's P-256 key and 16-byte secret"],
  PUSH_ENDPOINT_REFUSED: [422, "Pushes cannot be sent to that endpoint"],
  MESSAGE_TOO_LONG: [413, "The message is longer than a table's messages may be"],
  CONFIRMATION_REQUIRED: [400, "Deleting an account needs your player id in `confirm`"],
  INVALID_RECIPIENT: [400, "A private message goes to another seat, in a game of three seats or more"],
  RATE_LIMITED: [429, "Too many requests"],
  CREATION_LIMITED: [429, "Too many players or games created from here lately"],
  OPEN_GAMES_LIMIT: [403, "You have as many open games as one player may"],
  INTERNAL: [500, "Something went wrong on our side"],
  TEMPORARILY_UNAVAILABLE: [503, "The game's storage was briefly unavailable: send the request again after Retry-After"],
  OVERLOADED: [503, "The game's storage is overloaded: wait for Retry-After before sending again"],
  LIVE_FEED_FULL: [503, "The game has as many live readers as it takes: connect again after Retry-After, or page GET …/events"],
  ACCOUNT_DELETION_INCOMPLETE: [503, "Some of your games could not be left yet: send the deletion again"],
  RULES_VERSION_UNKNOWN: [503, "The game was stored under rules this deploy does not have"],
} as const satisfies Record<string, readonly [ApiError["status"], string]>;

export type ErrorCode = keyof typeof errorCodes;

export function apiError(code: ErrorCode, detail: string, extra?: Record<string, unknown>): ApiError {
  const [status, title] = errorCodes[code];
  return { status, code, title, detail, ...(extra ? { extra } : {}) };
}

/** An illegal move: the game's own code and rule, with HTTP 422. */
export function illegal(code: string, detail: string, rule: string): ApiError {
  return { status: 422, code, title: errorCodes.ILLEGAL_ACTION[1], detail, rule };
}
