import { accountDataRoutes } from "./account-data";
import { gameRoutes } from "./games";
import { healthRoutes } from "./health";
import { inboxRoutes } from "./inbox";
import { kindRoutes } from "./kinds";
import { meRoutes } from "./me";
import { messageRoutes } from "./messages";
import { oauthRoutes } from "./oauth";
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
  ...messageRoutes,
  ...webhookRoutes,
  ...pushRoutes,
  ...inboxRoutes,
  ...meRoutes,
  ...accountDataRoutes,
  ...pairingRoutes,
  ...passkeyRoutes,
  ...oauthRoutes,
  ...healthRoutes,
];
