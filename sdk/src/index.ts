// @starpost/sdk: a typed client for the Starpost REST API.
export { createStarpost, Starpost, type ActOptions, type StarpostOptions } from "./client.js";
export { answerGuard, myChoices, myDecision } from "./decisions.js";
export { itemsOf, linkNext, nextCursor, pages, type LoadedPage } from "./pages.js";
export { retryAfterSeconds, StarpostProblem } from "./problem.js";
export { honoursIdempotencyKey, newIdempotencyKey, retryingFetch, type Fetch, type RetryOptions } from "./retry.js";
export { eventStream, type OpenStream, type StreamOptions } from "./stream.js";
export {
  handleWebhook,
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type HeaderSource,
  type VerifyOptions,
  type WebhookHandlers,
} from "./webhooks.js";
export type * from "./types.js";
export type { components, paths, webhooks } from "./generated/openapi.js";
