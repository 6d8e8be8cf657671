// Builds the schema: the builder, the shared types, then one file per game kind.
import { builder } from "./builder";
import "./errors";
import "./game";
import "./webhooks";
import "./feed-subscription";
import "./games/star-battle";
import "./games/last-starfighter";
import "./games/iron-stars";
import "./games/barnards-star";
import "./games/double-star";

export const schema = builder.toSchema({ sortSchema: true });
