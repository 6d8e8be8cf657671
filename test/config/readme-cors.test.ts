// The README's "Browsers and caches" paragraph is what a page on another origin is written from:
// it must name every method and header the preflight allows and every header a script may read
// (it once left out PUT, which the preference and mute routes need, and the trace headers).
// Its GraphQL refusal table must also name every request-error code /graphql sends.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, CORS_EXPOSED_HEADERS } from "../../src/api/cors";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The README's CORS bullet, from "**CORS.**" to the next bullet. */
function corsBullet(): string {
  const start = readme.indexOf("- **CORS.**");
  const end = readme.indexOf("\n- **", start + 1);
  return readme.slice(start, end);
}

/** The backticked names in the part of the bullet that starts with `from` and ends before `to`. */
function namesBetween(text: string, from: string, to: string): string[] {
  const part = text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
  return [...part.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

describe("README against the API it documents", () => {
  it("names every method and request header the preflight allows", () => {
    const allowed = namesBetween(corsBullet(), "it allows", "Scripts may read");
    for (const name of [...CORS_ALLOWED_METHODS, ...CORS_ALLOWED_HEADERS]) expect(allowed).toContain(name);
  });

  it("names every response header a script may read", () => {
    const exposed = namesBetween(corsBullet(), "Scripts may read", "Refusals carry");
    for (const name of CORS_EXPOSED_HEADERS) expect(exposed).toContain(name);
  });

  it("lists BAD_USER_INPUT and OPERATION_RESOLUTION_FAILURE (a variable that does not fit, an operation that cannot be chosen) among /graphql's refusals", () => {
    const table = readme.slice(readme.indexOf("| refused | status | `extensions.code` |"));
    const rows = table.slice(0, table.indexOf("\n\n"));
    for (const code of ["BAD_USER_INPUT", "OPERATION_RESOLUTION_FAILURE"]) expect(rows).toContain(`\`${code}\``);
  });
});
