// Errors as RFC 9457 problem documents with a stable `code`.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "../service/errors";

export function problem(c: Context, error: ApiError): Response {
  const body = {
    type: `https://starpost.dev/errors/${error.code.toLowerCase().replaceAll("_", "-")}`,
    title: error.title,
    status: error.status,
    code: error.code,
    detail: error.detail,
    ...(error.rule ? { rule: error.rule } : {}),
    ...(error.extra ?? {}),
  };
  const headers: Record<string, string> = { "content-type": "application/problem+json" };
  if (typeof error.extra?.retryAfter === "number") headers["retry-after"] = String(error.extra.retryAfter);
  return c.body(JSON.stringify(body), error.status as ContentfulStatusCode, headers);
}
