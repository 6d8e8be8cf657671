// An operation's refusals in the document, one response per status, each narrowed to the codes
// the operation may answer with that status. REST answers problem documents; the OAuth protocol's
// endpoints answer the library's refusals as RFC 6749 JSON that is also a problem (src/oauth/errors.ts).
import { errorCodes, type ErrorCode } from "../../service/errors";
import { ref } from "./components";

const RETRY_AFTER = { "Retry-After": { description: "Seconds until the window that was exceeded ends", schema: { type: "integer" } } };
const RETRY_AFTER_503 = {
  "Retry-After": {
    description: "Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL)",
    schema: { type: "integer" },
  },
};

/** The component, its `code` narrowed to `codes` (an illegal move's code is the game's own, so it stays open). */
const narrowed = (component: string, codes: ErrorCode[]) =>
  codes.includes("ILLEGAL_ACTION")
    ? { schema: ref(component) }
    : {
        schema: { allOf: [ref(component), { type: "object", required: ["code"], properties: { code: { type: "string", enum: codes } } }] },
      };

/**
 * `responses` entries for an operation's codes: `problems` answered as problem documents, `oauth`
 * as RFC 6749 JSON (OAuthError) by the OAuth protocol's endpoints.
 */
export function refusals(problems: readonly ErrorCode[], oauth: readonly ErrorCode[] = []): Record<string, object> {
  const codes = [...problems, ...oauth];
  const statuses = [...new Set(codes.map((code) => errorCodes[code][0]))].sort();
  const withStatus = (list: readonly ErrorCode[], status: number) => list.filter((code) => errorCodes[code][0] === status);
  return Object.fromEntries(
    statuses.map((status) => {
      const asOAuth = withStatus(oauth, status);
      const asProblem = withStatus(problems, status);
      return [
        status,
        {
          description: withStatus(codes, status).join(", "),
          ...(status === 429 ? { headers: RETRY_AFTER } : status === 503 ? { headers: RETRY_AFTER_503 } : {}),
          content: {
            ...(asOAuth.length > 0 ? { "application/json": narrowed("OAuthError", asOAuth) } : {}),
            ...(asProblem.length > 0 ? { "application/problem+json": narrowed("Problem", asProblem) } : {}),
          },
        },
      ];
    }),
  );
}
