// Builds the schema: the builder, the shared types, then every game kind's types.
import { builder } from "./builder";
import "./errors";
import "./game";
import "./webhooks";
import "./feed-subscription";
import "./games";
import "./inbox";
import "./invitations";
import "./table-talk";
import "./account";
import "./account-data";
import "./push";

export const schema = builder.toSchema({ sortSchema: true });
