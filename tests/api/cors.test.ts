// Cross-origin calls (issue 7, section 2): /graphql and /api answer a browser only for the portal's own
// origin (PUBLIC_URL) and the origins of CORS_ORIGINS; any other page gets no Access-Control-Allow-Origin,
// and credentials are never allowed (sessions are bearer tokens).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

const PORTAL = "https://portale.example.it";
const PARTNER = "https://erp.ditta.example";
const STRANGER = "https://evil.example";

describe("CORS_ORIGINS", () => {
  const base = { DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32), PUBLIC_URL: `${PORTAL}/` };
  it("l'origine del portale c'è sempre; le altre si aggiungono; un valore che non è un'origine è un errore", () => {
    expect(loadConfig(base).corsOrigins).toEqual([PORTAL]);
    expect(loadConfig({ ...base, CORS_ORIGINS: `${PARTNER}, http://localhost:5173` }).corsOrigins).toEqual([PORTAL, PARTNER, "http://localhost:5173"]);
    expect(() => loadConfig({ ...base, CORS_ORIGINS: "https://erp.ditta.example/percorso" })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ ...base, CORS_ORIGINS: "*" })).toThrow(/CORS_ORIGINS/);
  });
});

describe.each(databaseKinds)("origini ammesse su /graphql e /api (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32), PUBLIC_URL: PORTAL, CORS_ORIGINS: PARTNER });
    t = await createTestApp(kind, { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins });
  });
  afterAll(async () => t?.close());

  const query = (origin: string) =>
    t.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ query: "{ viewer { email } }" }),
    });
  const preflight = (path: string, origin: string) =>
    t.request(path, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
    });

  it("un'altra origine non riceve il permesso di leggere la risposta, né con né senza preflight", async () => {
    const answer = await query(STRANGER);
    expect(answer.status).toBe(200); // the server answers; the browser keeps it from the foreign page
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    for (const path of ["/graphql", "/api/cs/getdata"]) {
      const response = await preflight(path, STRANGER);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    }
    const rest = await t.request("/api/cs/getdata", { headers: { origin: STRANGER } });
    expect(rest.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("l'origine del portale e quelle configurate sì, senza credenziali", async () => {
    for (const origin of [PORTAL, PARTNER]) {
      const answer = await query(origin);
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
      expect(answer.headers.get("vary")).toMatch(/origin/i);
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
      for (const path of ["/graphql", "/api/cs/getdata"]) {
        const response = await preflight(path, origin);
        expect(response.status).toBe(204);
        expect(response.headers.get("access-control-allow-origin")).toBe(origin);
        expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
      }
    }
  });
});
