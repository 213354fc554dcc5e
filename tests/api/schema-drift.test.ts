// schema.graphql is committed and compiled against by Relay: it must be what the server would print now.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { printedSchema } from "../../server/graphql/schema";

describe("schema.graphql", () => {
  it("coincide con lo schema stampato dal server (rigenerare con `npm run schema`)", () => {
    const committed = readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8");
    expect(committed).toBe(printedSchema());
  });
});
