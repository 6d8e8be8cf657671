// Builds the schema: the builder, the shared types, then one file per game kind.
import { builder } from "./builder";
import "./errors";
import "./game";
import "./webhooks";
import "./games/star-battle";

export const schema = builder.toSchema({ sortSchema: true });
