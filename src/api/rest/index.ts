import { gameRoutes } from "./games";
import { kindRoutes } from "./kinds";
import { playRoutes } from "./play";
import { playerRoutes } from "./players";

export const restRoutes = [...playerRoutes, ...kindRoutes, ...gameRoutes, ...playRoutes];
