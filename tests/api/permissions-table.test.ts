// The permission module and its table for people (docs/permissions.md) say the same, cell by cell; and no other
// file of the server or the client compares user levels, so the module stays the one place that decides.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { buildSchema, GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { printedSchema } from "../../server/graphql/schema";
import { decide, PERMISSIONS, type Permission } from "../../server/modules/auth/permissions";
import type { Viewer } from "../../server/viewer";

const ROOT = path.resolve(import.meta.dirname, "../..");
const COLUMNS = ["F1", "F2", "F3", "F4", "F5", "C1", "C2", "C3", "C4", "C5", "L", "API"] as const;

function viewerOf(column: (typeof COLUMNS)[number]): Viewer {
  const base = { userId: 1, email: "x@esempio.it", supplierId: null, customerId: null, workerId: null };
  if (column === "L") return { ...base, kind: "WORKER", userLevel: 1, workerId: 1 };
  if (column === "API") return { ...base, kind: "CUSTOMER", userLevel: 1, customerId: 1, userId: 0, apiClientId: 1 };
  const level = Number(column.slice(1));
  return column.startsWith("F") ? { ...base, kind: "SUPPLIER", userLevel: level, supplierId: 1 } : { ...base, kind: "CUSTOMER", userLevel: level, customerId: 1 };
}

function documentedTable(): Map<string, string[]> {
  const text = readFileSync(path.join(ROOT, "docs/permissions.md"), "utf8");
  const lines = text.split("\n");
  const header = lines.find((line) => line.startsWith("| Decisione"));
  expect(header?.split("|").slice(3, -1).map((cell) => cell.trim())).toEqual([...COLUMNS]);
  const rows = new Map<string, string[]>();
  for (const line of lines) {
    const match = /^\| `(\w+)` \|/.exec(line);
    if (!match) continue;
    const cells = line.split("|").slice(3, -1).map((cell) => cell.trim());
    rows.set(match[1]!, cells);
  }
  return rows;
}

// Each decision's «Che cosa permette», the table's second column.
function documentedMeanings(): Map<string, string> {
  const text = readFileSync(path.join(ROOT, "docs/permissions.md"), "utf8");
  return new Map([...text.matchAll(/^\| `(\w+)` \| ([^|]*) \|/gm)].map((match) => [match[1]!, match[2]!.trim()]));
}

describe("tabella dei permessi", () => {
  const rows = documentedTable();

  it("ogni decisione del modulo ha la sua riga nella documentazione, e nessun'altra", () => {
    expect([...rows.keys()].sort()).toEqual([...PERMISSIONS].sort());
  });

  it.each(PERMISSIONS.map((permission) => [permission]))("%s: ogni cella dice ciò che il modulo decide", (permission: Permission) => {
    const cells = rows.get(permission)!;
    expect(cells).toHaveLength(COLUMNS.length);
    COLUMNS.forEach((column, index) => {
      const decision = decide(viewerOf(column), permission);
      expect({ column, allowed: decision.allowed }).toEqual({ column, allowed: cells[index] === "sì" });
      if (!decision.allowed) expect(decision.reason).toMatch(/\S/);
    });
  });

  it("la descrizione di ogni decisione nello schema dice ciò che la tabella dice che permette", () => {
    const fields = (buildSchema(printedSchema()).getType("ViewerPermissions") as GraphQLObjectType).getFields();
    const meanings = documentedMeanings();
    for (const permission of PERMISSIONS) expect(fields[permission]?.description, permission).toBe(`Se può ${meanings.get(permission)}`);
  });

  it("un rifiuto per livello dice quale livello serve", () => {
    expect(decide(viewerOf("F1"), "deleteElements")).toEqual({ allowed: false, reason: "Serve il livello utente 5 o superiore" });
    expect(decide(null, "viewProcurements").allowed).toBe(false);
  });

  it("nessun altro file del server o del client confronta i livelli utente", () => {
    const hits = execFileSync("git", ["grep", "-nE", String.raw`userLevel\s*(>=|<=|>|<)|minUserLevel|_LEVEL\s*=\s*[0-9]`, "--", "server", "client", "common"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((line) => line && !line.startsWith("server/modules/auth/permissions.ts:") && !line.includes("/generated/"));
    expect(hits).toEqual([]);
  });
});
