// Generated from schema/openapi.json by sdk/scripts/generate.ts (`npm run schema`). Do not edit.
/** Operations (`METHOD /path/{param}`) that apply a retried request with the same Idempotency-Key once. */
export const idempotentOperations: readonly string[] = ["POST /v1/games","POST /v1/games/{id}/actions","POST /v1/games/{id}/join","POST /v1/games/{id}/messages","POST /v1/games/{id}/rematch","POST /v1/games/{id}/resign","POST /v1/games/{id}/undo","POST /v1/invitations/{id}/accept","POST /v1/players","POST /v1/webhooks","POST /v1/webhooks/{id}/rotate-secret"];
