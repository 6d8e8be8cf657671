// Known operations: a short path beside yoga for the request a game client sends all day — a
// plain `POST /graphql` of JSON `{query, variables, operationName}` whose document yoga has
// already parsed and validated.
//
// Why: parse and validation were already cached, yet a move over GraphQL still cost ~0.2 ms of
// CPU more than the same move over REST, all of it yoga's request pipeline (the server adapter's
// copy of the context, envelop's hook chain, the request parsers and result processors, promise
// helpers between every step; bench/README.md, "Round 4: GraphQL"). graphql-jit is not an option
// on Workers (it compiles with `new Function`).
//
// How: a yoga plugin (`remember`) keeps every document yoga's own validation found valid — the
// same rules, documentLimits included — keyed by its query text (LRU). A request whose query
// text is in that cache, and that is nothing but a JSON POST of a query or mutation, is executed
// here with yoga's own executor (@graphql-tools/executor's normalizedExecutor, which also marks
// variable coercion errors 400 as yoga does) against the same schema, with the same context
// (the requester plus `request` and `params`), and its result goes through the same steps yoga
// would apply, which the caller passes in (graphql.ts: the stable codes, the error masking, the
// request-error codes, yoga's own `processRegularResult` for status, media type and body).
// Anything else goes to yoga unchanged: GET, other media types, batches, `extensions`,
// unexpected parameters, a document not seen (or not valid), an operation name that selects
// nothing, subscriptions, introspection, @defer/@stream, a body that is not JSON. Since the body
// has been read by then, yoga gets a copy of the request carrying the same text.
//
// Proof of equivalence: test/api/graphql-known.test.ts sends the same requests through yoga alone
// and through this path and compares status, headers and bodies.
import { BREAK, OperationTypeNode, getOperationAST, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { normalizedExecutor } from "@graphql-tools/executor";
import type { Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";

/** How many documents are kept, and the longest query text kept: a client's own operations, not every document ever sent. */
const MAX_DOCUMENTS = 256;
const MAX_QUERY_CHARS = 16 * 1024;

/** The parameters yoga accepts in a request body (any other, when not null, is refused by yoga). */
const PARAMETERS = new Set(["query", "variables", "operationName", "extensions"]);

/** What yoga would do with a result, as the caller configured yoga (graphql.ts). */
export interface YogaSteps {
  schema: GraphQLSchema;
  /** The JSON media type yoga would answer this request in, or null if it asks for something else (a stream, GraphiQL). */
  mediaType(request: Request): string | null;
  /** yoga's onExecuteDone plugins, in their order (stable codes, then masking). */
  executed(result: ExecutionResult): ExecutionResult;
  /** yoga's handling of an error thrown by the executor. */
  thrown(error: unknown): ExecutionResult;
  /** yoga's onResultProcess plugins and its regular result processor: the response. */
  respond(result: ExecutionResult, mediaType: string): Response;
}

/** A document worth remembering: no introspection (left to yoga) and no incremental delivery. */
function plainDocument(document: DocumentNode): boolean {
  let plain = true;
  visit(document, {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") {
        plain = false;
        return BREAK;
      }
    },
    Directive(node) {
      if (node.name.value === "defer" || node.name.value === "stream") {
        plain = false;
        return BREAK;
      }
    },
  });
  return plain;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** yoga's test for a JSON body (its post-json request parser). */
function isJsonPost(request: Request): boolean {
  if (request.method !== "POST") return false;
  const type = request.headers.get("content-type")?.split(",")[0];
  return type === "application/json" || type?.startsWith("application/json;") === true;
}

export class KnownOperations {
  readonly #documents = new LRUCache<string, DocumentNode>({ max: MAX_DOCUMENTS });
  readonly #yoga: YogaSteps;
  /** Requests answered here rather than by yoga (read by the tests). */
  answered = 0;

  constructor(yoga: YogaSteps) {
    this.#yoga = yoga;
  }

  /** The yoga plugin that remembers each document yoga's validation passed, by its query text. */
  readonly remember: Plugin = {
    onValidate: ({ context, params }) => {
      const query = (context as { params?: { query?: unknown } }).params?.query;
      if (typeof query !== "string" || query.length > MAX_QUERY_CHARS || this.#documents.has(query)) return;
      const document = params.documentAST;
      return ({ valid }) => {
        if (valid && plainDocument(document)) this.#documents.set(query, document);
      };
    },
  };

  /**
   * The answer to a request of a known operation, or the request to hand to yoga instead (the
   * same request, or a copy carrying the body text if it had to be read).
   */
  async answer(request: Request, context: object): Promise<Response | Request> {
    if (!isJsonPost(request)) return request;
    const mediaType = this.#yoga.mediaType(request);
    if (mediaType === null) return request;
    const text = await request.text();
    const params = this.#params(text);
    const document = params && this.#documents.get(params.query);
    const operation = document && getOperationAST(document, params.operationName);
    if (!params || !document || !operation || operation.operation === OperationTypeNode.SUBSCRIPTION) {
      return new Request(request.url, { method: request.method, headers: request.headers, body: text });
    }
    this.answered++;
    let result: ExecutionResult;
    try {
      const executed = await normalizedExecutor({
        schema: this.#yoga.schema,
        document,
        contextValue: { ...context, request, params },
        variableValues: params.variables,
        operationName: params.operationName,
      });
      // A query or mutation without @defer/@stream (plainDocument) gives one result.
      result = this.#yoga.executed(executed as ExecutionResult);
    } catch (error) {
      result = this.#yoga.thrown(error);
    }
    return this.#yoga.respond(result, mediaType);
  }

  /** The body's GraphQL parameters if this path may serve them: what yoga would accept, without extensions. */
  #params(text: string): { query: string; variables?: Record<string, unknown> | null; operationName?: string | null } | null {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isObject(body)) return null;
    for (const key in body) if (body[key] != null && !PARAMETERS.has(key)) return null;
    const { query, variables, operationName, extensions } = body;
    if (typeof query !== "string" || extensions != null) return null;
    if (variables != null && !isObject(variables)) return null;
    if (operationName != null && typeof operationName !== "string") return null;
    return body as { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };
  }
}
