import { Hono } from "hono";
export { GameRoom } from "../durable-objects/game-room";
const app = new Hono<{ Bindings: Env }>();
app.get("/", (c) => c.text("ok"));
export default app;
