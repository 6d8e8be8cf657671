// Who is playing in this browser: the API key is kept in localStorage (it never leaves the
// browser except as the Authorization header to this server).
import { Starpost } from "./api.js";

const KEY = "starpost.player";

/** {id, name, apiKey} or null. */
export function currentPlayer() {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
}

export function savePlayer(player) {
  localStorage.setItem(KEY, JSON.stringify({ id: player.id, name: player.name, apiKey: player.apiKey }));
}

export function forgetPlayer() {
  localStorage.removeItem(KEY);
}

/** A client for this page's own server, with the stored key if there is one. */
export function client() {
  return new Starpost("", currentPlayer()?.apiKey ?? null);
}
