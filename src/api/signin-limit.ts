// Sign-in attempts (pairing-code redemptions, passkey sign-ins) have a budget of their own, far
// below the general request rate, per client address: a guesser gets a handful of tries a
// minute however many keys it holds. The platform's Rate Limiting binding keeps the count
// (wrangler.toml's RATE_LIMIT_SIGNIN, whose numbers these must match).
import { apiError, fail, ok, type Result } from "../service/errors";

export const SIGNIN_LIMIT = { binding: "RATE_LIMIT_SIGNIN", limit: 10, periodSeconds: 60 } as const;

export async function admitSignIn(env: Env, request: Request, now = Date.now()): Promise<Result<null>> {
  const binding = env.RATE_LIMIT_SIGNIN;
  if (!binding) return ok(null); // a deployment without the binding has no such limit
  const client = request.headers.get("cf-connecting-ip") ?? "local";
  const { success } = await binding.limit({ key: `signin:${client}` });
  if (success) return ok(null);
  const periodMs = SIGNIN_LIMIT.periodSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((periodMs - (now % periodMs)) / 1000));
  return fail(
    apiError(
      "RATE_LIMITED",
      `sign-in attempts are limited to ${SIGNIN_LIMIT.limit} per ${SIGNIN_LIMIT.periodSeconds} s from each address; retry after ${retryAfter} s`,
      {
        limit: "sign-in",
        requests: SIGNIN_LIMIT.limit,
        periodSeconds: SIGNIN_LIMIT.periodSeconds,
        retryAfter,
      },
    ),
  );
}
