import { gameRoutes } from "./games";
import { healthRoutes } from "./health";
import { inboxRoutes } from "./inbox";
import { kindRoutes } from "./kinds";
import { meRoutes } from "./me";
import { pairingRoutes } from "./pairing";
import { passkeyRoutes } from "./passkeys";
import { playRoutes } from "./play";
import { playerRoutes } from "./players";
import { pushRoutes } from "./push";
import { webhookRoutes } from "./webhooks";

export const restRoutes = [
  ...playerRoutes,
  ...kindRoutes,
  ...gameRoutes,
  ...playRoutes,
  ...webhookRoutes,
  ...pushRoutes,
  ...inboxRoutes,
  ...meRoutes,
  ...pairingRoutes,
  ...passkeyRoutes,
  ...healthRoutes,
];
