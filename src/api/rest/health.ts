// GET /v1/health for load balancers, uptime checks and the deploy checklist (docs/OPERATIONS.md).
import { checkHealth } from "../../service/health";
import { healthReport } from "../../service/shapes";
import { defineRoute } from "../route";

export const healthRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/health",
    operationId: "getHealth",
    tag: "service",
    summary: "Whether the service can serve: the directory (D1) and a game room (Durable Object) each answered",
    description:
      'HTTP 200 with `status: "ok"` when every check passed; HTTP 503 with the same body and `status: "failing"` when one did not, ' +
      "naming which. Each check gives up after 3 s. Never cached; nothing in it is a secret.",
    auth: "none",
    conditional: false,
    success: {
      status: 200,
      description: "Every check passed",
      schema: healthReport,
      alsoAs: { status: 503, description: "A check failed: the same report, naming it" },
    },
    errors: [],
    handler: async ({ c }) => {
      const report = await checkHealth(c.env);
      return c.json(report, report.status === "ok" ? 200 : 503, { "cache-control": "no-store" });
    },
  }),
];
