// GraphQL at /graphql (GraphiQL on GET), over the same rooms as REST. Every answer is a GraphQL
// response, refusals included: a bad key, a rate limit, an oversized body, malformed JSON, a
// mutation sent by GET or an unused method all come back as `errors[].extensions.code` with the
// same stable codes REST uses, as application/graphql-response+json when the client accepts it
// and application/json otherwise, with the status GraphQL over HTTP gives (see problem.ts).
// A JSON POST of a document yoga has already validated skips yoga's request pipeline and is
// answered the same way (graphql-known.ts); everything else is yoga's.
import { GraphQLError, type ExecutionResult } from "graphql";
import { createGraphQLError, createLogger, createYoga, maskError, processRegularResult, type Plugin } from "graphql-yoga";
import type { Context, MiddlewareHandler } from "hono";
import { schema } from "../../schema";
import { requester, type AppEnv } from "./caller";
import { KnownOperations } from "./graphql-known";
import { documentLimits } from "./graphql-limits";
import { graphqlError, graphqlMediaType } from "./problem";
import { apiError, type ErrorCode } from "../service/errors";
import { transientFailure } from "../service/transient";
import type { GraphQLContext } from "../../schema/builder";

/** Every error carries a stable `extensions.code`: variables that fail coercion become BAD_USER_INPUT. */
function withCode(error: GraphQLError, fallback: string): GraphQLError {
  if (error.extensions?.code) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    path: error.path ?? null,
    originalError: error.originalError ?? null,
    extensions: { ...error.extensions, code: fallback },
  });
}

function withStableCodes(r: ExecutionResult): ExecutionResult {
  if (!r.errors?.length) return r;
  return { ...r, errors: r.errors.map((e) => withCode(e, e.path ? "INTERNAL_SERVER_ERROR" : "BAD_USER_INPUT")) };
}

const stableErrorCodes: Plugin = {
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      const r = result as ExecutionResult;
      if (r.errors?.length) setResult(withStableCodes(r));
    },
  }),
};

/**
 * Yoga refuses a request it cannot run (invalid JSON, no query, a mutation over GET, bad
 * parameters) with the code BAD_REQUEST: give it REST's stable code instead, and keep yoga's
 * status (in `extensions.http`, which yoga reads and never sends). The JSON parser's own error
 * object is yoga's internals, not something a client can act on, so it is dropped — and since
 * yoga reads its presence as "the body was not JSON, answer 400 whatever the media type", that
 * status is made explicit first.
 */
function requestErrorCode(error: GraphQLError): GraphQLError {
  if (error.extensions?.code !== "BAD_REQUEST") return error;
  const { originalError, http, ...rest } = error.extensions as { originalError?: unknown; http?: { status?: number; spec?: boolean } };
  const code: ErrorCode = http?.status === 405 ? "METHOD_NOT_ALLOWED" : "MALFORMED_REQUEST";
  const status = originalError !== undefined && http ? { ...http, spec: false } : http;
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    path: error.path ?? null,
    extensions: { ...rest, ...(status ? { http: status } : {}), code },
  });
}

/**
 * Yoga marks a document that does not parse or validate (and a request with no query) `spec`, to
 * answer it 200 under application/json as an older GraphQL over HTTP draft advised. The current
 * draft dropped that: an answer with no `data` is 4xx or 5xx whatever the media type (a MUST), so
 * the mark is taken off and every client gets the 400 that application/graphql-response+json got.
 */
function sameStatusForEveryMediaType(error: GraphQLError): GraphQLError {
  const http = error.extensions?.http as { spec?: boolean } | undefined;
  if (!http?.spec) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    path: error.path ?? null,
    originalError: error.originalError ?? null,
    extensions: { ...error.extensions, http: { ...http, spec: false } },
  });
}

const withRequestCodes = (r: ExecutionResult): ExecutionResult =>
  r.errors?.length ? { ...r, errors: r.errors.map((e) => sameStatusForEveryMediaType(requestErrorCode(e))) } : r;

const stableRequestErrorCodes: Plugin = {
  onResultProcess: ({ result, setResult }) => {
    if (Array.isArray(result)) setResult(result.map(withRequestCodes));
    else if (!(Symbol.asyncIterator in (result as object))) setResult(withRequestCodes(result as ExecutionResult));
  },
};

/**
 * A platform failure that passes (transient.ts), as REST answers it: its stable code and
 * `retryAfter`, HTTP 503 and Retry-After (yoga reads `extensions.http` and never sends it).
 * Null for any other error.
 */
function transientError(error: unknown): GraphQLError | null {
  let cause = error;
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
  const failure = transientFailure(cause);
  if (!failure) return null;
  const retryAfter = failure.extra?.retryAfter as number;
  return new GraphQLError(failure.detail, {
    nodes: error instanceof GraphQLError ? error.nodes : null,
    path: error instanceof GraphQLError ? error.path : null,
    extensions: { code: failure.code, retryAfter, http: { status: failure.status, headers: { "retry-after": String(retryAfter) } } },
  });
}

/**
 * yoga's error masking: an error that is not a GraphQLError of ours is "Unexpected error.",
 * logged; a transient platform failure keeps its code (above), and is logged too.
 */
const MASKED_MESSAGE = "Unexpected error.";
const logger = createLogger();
function masked(error: unknown, message = MASKED_MESSAGE, isDev?: boolean): Error {
  const m = transientError(error) ?? maskError(error, message, isDev);
  if (m !== error) logger.error(error);
  return m;
}

/** Media types yoga streams in (none of this schema's operations do, but yoga negotiates them), and GraphiQL's. */
const NOT_JSON = ["text/html", "text/event-stream", "multipart/mixed"];

/** The JSON media type yoga answers in (see negotiated), or null for a request that asks for a stream or GraphiQL. */
function jsonMediaType(request: Request): string | null {
  const accept = request.headers.get("accept");
  if (accept !== null && NOT_JSON.some((t) => accept.toLowerCase().includes(t))) return null;
  return graphqlMediaType(accept);
}

/** Known operations skip yoga's pipeline with the same steps yoga would take (graphql-known.ts). */
const known: KnownOperations = new KnownOperations({
  schema,
  mediaType: jsonMediaType,
  executed: (result) => {
    const coded = withStableCodes(result);
    return coded.errors?.length ? { ...coded, errors: coded.errors.map((e) => masked(e) as GraphQLError) } : coded;
  },
  thrown: (error) => {
    const m = masked(error);
    return { errors: [m instanceof GraphQLError ? m : createGraphQLError(m.message, { originalError: m })] };
  },
  respond: (result, mediaType): Response => processRegularResult(withRequestCodes(result), yoga.fetchAPI, mediaType),
});

const yoga = createYoga<GraphQLContext>({
  schema,
  plugins: [
    {
      onValidate: ({ addValidationRule }: { addValidationRule: (rule: typeof documentLimits) => void }) =>
        addValidationRule(documentLimits),
    },
    stableErrorCodes,
    stableRequestErrorCodes,
    known.remember,
  ],
  graphqlEndpoint: "/graphql",
  // CORS is the app's, for every route alike (src/api/cors.ts); yoga's own would reflect the
  // origin and allow credentials.
  cors: false,
  landingPage: false,
  graphiql: { title: "Starpost GraphQL" },
  maskedErrors: { maskError: masked },
  // The app's own body limit (src/api/body-limit.ts, on every route) already bounds what reaches
  // here; yoga's would pipe every body through a second stream to count it again.
  maxRequestBodySize: false,
});

/**
 * Yoga is handed exactly the JSON media type graphqlMediaType picks, so a response yoga makes and
 * a refusal made here (problem.ts) agree: the type a client ranks first wins, and a header naming
 * nothing we speak (e.g. `text/plain`) gets application/json rather than an empty 406 (GraphQL
 * over HTTP lets a server disregard such a header). A browser's GET (text/html) is left alone:
 * it asks for GraphiQL.
 */
function negotiated(request: Request): Request {
  const media = jsonMediaType(request);
  if (request.headers.get("accept") === null || media === null) return request;
  const headers = new Headers(request.headers);
  headers.set("accept", media);
  return new Request(request, { headers });
}

const METHODS = "GET, POST";

/** Yoga's few answers without a GraphQL body (an unreadable Content-Type), made GraphQL-shaped. */
function shaped(request: Request, response: Response): Response {
  if (response.status < 400 || /json/.test(response.headers.get("content-type") ?? "")) return response;
  const error =
    response.status === 415
      ? apiError("UNSUPPORTED_MEDIA_TYPE", "send the request as application/json (or a GET with the query in the URL)")
      : response.status === 405
        ? apiError("METHOD_NOT_ALLOWED", `GraphQL is served over ${METHODS}`)
        : response.status >= 500
          ? apiError("INTERNAL", "the server failed")
          : apiError("MALFORMED_REQUEST", `the request was refused (HTTP ${response.status})`);
  const allow = response.headers.get("allow");
  return graphqlError(request, { ...error, status: response.status as typeof error.status }, allow ? { allow } : {});
}

/** GraphQL is served over GET and POST; any other method is a GraphQL-shaped 405, before the key is looked at. */
export const graphqlMethods: MiddlewareHandler<AppEnv> = async (c, next) => {
  const request = c.req.raw;
  if (request.method !== "GET" && request.method !== "POST") {
    c.set("errorCode", "METHOD_NOT_ALLOWED");
    return graphqlError(request, apiError("METHOD_NOT_ALLOWED", `GraphQL is served over ${METHODS}, not ${request.method}`), {
      allow: METHODS,
    });
  }
  await next();
};

/** Runs a GraphQL request; the caller middleware (caller.ts) has resolved who asks. */
export async function graphqlHandler(c: Context<AppEnv>): Promise<Response> {
  const context = requester(c);
  const answer = await known.answer(c.req.raw, context);
  return answer instanceof Response ? answer : answeredByYoga(answer, context);
}

/** The same request answered by yoga alone (the tests compare it with the known-operation path). */
export async function answeredByYoga(request: Request, context: GraphQLContext): Promise<Response> {
  return shaped(request, await yoga.fetch(negotiated(request), context));
}

/** How many requests the known-operation path has answered (for the tests). */
export const knownAnswers = (): number => known.answered;
