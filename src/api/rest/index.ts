import { gameRoutes } from "./games";
import { kindRoutes } from "./kinds";
import { playRoutes } from "./play";
import { playerRoutes } from "./players";
import { webhookRoutes } from "./webhooks";

export const restRoutes = [...playerRoutes, ...kindRoutes, ...gameRoutes, ...playRoutes, ...webhookRoutes];
