// /healthz speaks for the database: 200 while it answers, 503 within a short bound once it does not (PGlite's
// thread gone, PostgreSQL's database gone, or a database that never answers), and never slow nor a load of its
// own: a burst of probes costs the database one ping. On both databases.
import { rmSync } from "node:fs";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createTestDatabase, createTestDeps, databaseKinds, type TestDeps } from "../fixtures/test-database";

// The bound /healthz gives the database (server/app.ts), and what a probe may take beyond it on a loaded machine.
const BOUND_MS = 1000;
const SLACK_MS = 700;

async function portal(kind: (typeof databaseKinds)[number]) {
  const database = await createTestDatabase(kind);
  const deps = createTestDeps(database.db);
  return { ...database, deps };
}

async function probe(app: ReturnType<typeof createApp>) {
  const started = performance.now();
  const response = await app.fetch(new Request("http://localhost/healthz"));
  return { status: response.status, ms: performance.now() - started };
}

// Probes until the answer is `status` (the last one is remembered for a second), each within the bound.
async function probeUntil(app: ReturnType<typeof createApp>, status: number) {
  const deadline = Date.now() + 3 * BOUND_MS + 2000;
  for (;;) {
    const answer = await probe(app);
    expect(answer.ms).toBeLessThan(BOUND_MS + SLACK_MS);
    if (answer.status === status || Date.now() > deadline) return answer.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds)("/healthz e il database (%s)", (kind) => {
  let cleanup: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await cleanup?.();
    cleanup = null;
  });
  const keep = (drop: () => Promise<void>, deps: TestDeps) => {
    cleanup = async () => {
      await drop();
      rmSync(deps.tempDir, { recursive: true, force: true });
    };
  };

  it("200 finché il database risponde; 503 entro un secondo quando non risponde più", async () => {
    const { db, drop, url, deps } = await portal(kind);
    keep(drop, deps);
    const app = createApp(deps);
    expect(await probe(app)).toMatchObject({ status: 200 });
    if (kind === "pglite") {
      // The database's thread ends: every later call fails.
      await db.close();
    } else {
      // The database goes away under the pool's feet.
      const admin = new pg.Client({ connectionString: url!.replace(/\/[^/]+$/, "/postgres") });
      await admin.connect();
      await admin.query(`DROP DATABASE "${new URL(url!).pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
    }
    expect(await probeUntil(app, 503)).toBe(503);
  });

  it("un database che non risponde affatto: 503 allo scadere del limite, non più tardi", async () => {
    const { drop, deps } = await portal(kind);
    keep(drop, deps);
    const app = createApp({ ...deps, pingDatabase: () => new Promise(() => undefined) });
    const answer = await probe(app);
    expect(answer.status).toBe(503);
    expect(answer.ms).toBeGreaterThanOrEqual(BOUND_MS - 50);
    expect(answer.ms).toBeLessThan(BOUND_MS + SLACK_MS);
  });

  it("una raffica di /healthz costa al database un solo ping", async () => {
    const { drop, deps } = await portal(kind);
    keep(drop, deps);
    let pings = 0;
    const app = createApp({ ...deps, pingDatabase: () => ((pings += 1), deps.pingDatabase()) });
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe(app)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await probe(app)).status).toBe(200);
    expect(pings).toBe(1);
  });
});
