// Who is playing in this browser: the API key is kept in localStorage (it never leaves the
// browser except as the Authorization header to this server).
import { Starpost } from "./api.js";
import { say } from "./status.js";

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

/** A client for this page's own server, with the stored key if there is one; its resends are said on the status line. */
export function client() {
  const api = new Starpost("", currentPlayer()?.apiKey ?? null);
  api.onRetry = ({ why, ms }) => say(`${capitalized(why)}: sending again in ${(ms / 1000).toFixed(1)} s…`);
  return api;
}

const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
