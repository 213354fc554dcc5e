// What every benchmark of `npm run bench` shares: a scratch PostgreSQL database dropped afterwards, percentiles,
// the loop that times a request many times and counts the statements of one, the machine's load. Signing in a
// demo user is in tests/fixtures/demo-sign-in.ts (the tests share it).
import { randomBytes } from "node:crypto";
import os from "node:os";
import pg from "pg";

export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

// Runs `run` on a new database of the PostgreSQL server and drops it afterwards; null when no server answers.
export async function withPostgresDatabase<T>(prefix: string, run: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL non raggiungibile su ${POSTGRES_ADMIN_URL}: misuro solo PGlite`);
    return null;
  }
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

export type TimedRequest = { durations: number[]; statementsOfOne: number; lastText: string };

// Sends `repeats` requests one after another and times each; `statements()` reads the running count of SQL
// statements, so the last request's own count is kept. A refused or empty answer would be fast and
// meaningless: only full answers are measured.
export async function timeRepeats(
  label: string,
  repeats: number,
  send: () => Promise<Response>,
  statements: () => number = () => 0,
): Promise<TimedRequest> {
  const durations: number[] = [];
  let statementsOfOne = 0;
  let lastText = "";
  for (let index = 0; index < repeats; index += 1) {
    const before = statements();
    const started = performance.now();
    const response = await send();
    lastText = await response.text();
    durations.push(performance.now() - started);
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status} ${lastText.slice(0, 300)}`);
    if (lastText.includes('"errors"') || lastText.includes('"node":null')) throw new Error(`${label}: ${lastText.slice(0, 300)}`);
    statementsOfOne = statements() - before;
  }
  durations.sort((a, b) => a - b);
  return { durations, statementsOfOne, lastText };
}

// The machine is shared: every table says how loaded it was.
export function loadAverageNote(): string {
  return `carico della macchina (media di 1 minuto): ${os.loadavg()[0]?.toFixed(1)} su ${os.cpus().length} core`;
}
