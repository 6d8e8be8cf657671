interface Env {
  GAME_ROOM: DurableObjectNamespace<import("../durable-objects/game-room").GameRoom>;
  DIRECTORY: D1Database;
}
