import { accountDataRoutes } from "./account-data";
import { gameRoutes } from "./games";
import { healthRoutes } from "./health";
import { inboxRoutes } from "./inbox";
import { invitationRoutes } from "./invitations";
import { kindRoutes } from "./kinds";
import { meRoutes } from "./me";
import { messageRoutes } from "./messages";
import { muteRoutes } from "./mutes";
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
  ...invitationRoutes,
  ...playRoutes,
  ...messageRoutes,
  ...muteRoutes,
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
