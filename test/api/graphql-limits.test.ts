// GraphQL documents are bounded in depth and in the number of fields they ask for.
import { describe, expect, it } from "vitest";
import { gql } from "./helpers";

describe("GraphQL limits", () => {
  it("refuses a document nested deeper than the limit, naming the limit", async () => {
    const nested = Array.from({ length: 13 }).reduce<string>((inner) => `ofType { ${inner} }`, "name");
    const r = await gql(`{ __type(name: "Game") { ${nested} } }`);
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: "GRAPHQL_DEPTH_LIMIT", limit: 12 });
    expect(r.body.data).toBeUndefined();
  });

  it("refuses a document that asks for too many fields, fragments expanded", async () => {
    const fields = Array.from({ length: 60 }, (_, i) => `f${i}: id`).join(" ");
    const fragment = `fragment K on Kind { ${fields} }`;
    const spreads = Array.from({ length: 40 }, (_, i) => `k${i}: kinds { ...K }`).join(" ");
    const r = await gql(`{ ${spreads} } ${fragment}`);
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: "GRAPHQL_COST_LIMIT", limit: 2000 });
  });

  it("serves an ordinary document", async () => {
    const r = await gql(`{ kinds { id seats { id } } }`);
    expect(r.body.errors).toBeUndefined();
  });
});
