// The status line both pages show (#status): a message that fades after a few seconds, marked bad
// when something went wrong, and the words for an error the API gave (its code, the rule it cites).
import { ApiError } from "./api.js";

let fade;

export function say(text, bad = false) {
  const el = document.querySelector("#status");
  el.textContent = text;
  el.classList.toggle("bad", bad);
  el.classList.add("show");
  clearTimeout(fade);
  fade = setTimeout(() => el.classList.remove("show"), 6000);
}

export const explain = (err) =>
  err instanceof ApiError ? `${err.code}${err.rule ? ` (${err.rule})` : ""}: ${err.message}` : String(err?.message ?? err);
