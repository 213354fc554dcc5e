// npx tsx scripts/bench-sign-in.ts: how long a sign-in and a password change take, end to end over HTTP
// (GraphQL and REST) on embedded PGlite in a temporary folder, beside the cost of one scrypt (the floor).
// BENCH_RUNS sets the number of runs (default 8); the first sign-in after start is reported apart,
// because it used to wait for the dummy hash made at start. Beside the wall time each line gives the
// CPU time the process spent (all its threads, scrypt's included), which other work on a shared
// machine disturbs far less. Figures go in the issue notes; no test depends on them.
import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { hashPassword, verifyPassword } from "../server/modules/auth/passwords";
import { openPreparedDatabase } from "../server/startup";

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const PASSWORDS = ["Cantiere2026", "Ponteggio2027"] as const;

type Sample = { wallMs: number; cpuMs: number };

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function summary(label: string, samples: Sample[]): string {
  const wall = medianOf(samples.map((sample) => sample.wallMs));
  const maxWall = Math.max(...samples.map((sample) => sample.wallMs));
  const cpu = medianOf(samples.map((sample) => sample.cpuMs));
  return `${label.padEnd(44)} median ${wall.toFixed(0).padStart(5)} ms (max ${maxWall.toFixed(0).padStart(5)})   CPU ${cpu.toFixed(0).padStart(5)} ms   (${samples.length} runs)`;
}

async function timed<T>(work: () => Promise<T>): Promise<[Sample, T]> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return [{ wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 }, result];
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-sign-in-"));
const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn" });
const { database, deps } = await openPreparedDatabase(config, createLogger("warn"));
try {
  const supplier = await deps.prisma.supplier.create({ data: { companyName: "Banco di prova Srl" } });
  const email = "banco@prova.it";
  await deps.prisma.user.create({
    data: { email, kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5, passwordHash: await hashPassword(PASSWORDS[0]) },
  });

  const scryptTimes: Sample[] = [];
  const stored = await hashPassword(PASSWORDS[0]);
  const [, cost, blockSize, parallelization] = stored.split("$");
  for (let run = 0; run < RUNS; run += 1) scryptTimes.push((await timed(() => verifyPassword(PASSWORDS[0], stored)))[0]);

  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (pathname: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const graphqlLogin = (password: string) =>
    post("/graphql", {
      query: `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginSuccess { data { token user { id kind } } } } }`,
      variables: { input: { email, password } },
    });
  const tokenOf = (answer: { body: Record<string, unknown> }) =>
    ((answer.body.data as { login: { data: { token: string } } }).login.data.token);

  let current: string = PASSWORDS[0];
  const [firstSignIn, first] = await timed(() => graphqlLogin(current));
  if (!first.body.data) throw new Error(`Accesso non riuscito: ${JSON.stringify(first.body)}`);

  const graphqlTimes: Sample[] = [];
  const restTimes: Sample[] = [];
  const wrongTimes: Sample[] = [];
  const unknownTimes: Sample[] = [];
  const changeTimes: Sample[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    graphqlTimes.push((await timed(() => graphqlLogin(current)))[0]);
    restTimes.push((await timed(() => post("/api/customersupp/login", { email, password: current })))[0]);
  }
  // Wrong passwords and unknown e-mails, a few only so the per-pair throttling does not start.
  for (let run = 0; run < 3; run += 1) {
    wrongTimes.push((await timed(() => post("/api/customersupp/login", { email, password: "Sbagliata2026" })))[0]);
    unknownTimes.push((await timed(() => post("/api/customersupp/login", { email: `nessuno${run}@prova.it`, password: "Sbagliata2026" })))[0]);
  }
  for (let run = 0; run < RUNS; run += 1) {
    const token = tokenOf(await graphqlLogin(current));
    const next = current === PASSWORDS[0] ? PASSWORDS[1] : PASSWORDS[0];
    const [ms, answer] = await timed(() =>
      post(
        "/graphql",
        {
          query: `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }`,
          variables: { input: { oldPassword: current, password: next, passwordConfirm: next } },
        },
        token,
      ),
    );
    const typename = (answer.body.data as { changePassword: { __typename: string } } | undefined)?.changePassword.__typename;
    if (typename !== "ChangePasswordSuccess") throw new Error(`Cambio password non riuscito: ${JSON.stringify(answer.body)}`);
    changeTimes.push(ms);
    current = next;
  }

  console.log(`Accesso e cambio password su PGlite, ${os.cpus().length} core, carico medio ${os.loadavg()[0]?.toFixed(2)}`);
  console.log(summary(`scrypt N=2^${Math.log2(Number(cost))} r=${blockSize} p=${parallelization} (una verifica)`, scryptTimes));
  console.log(summary("primo accesso dopo l'avvio (GraphQL)", [firstSignIn]));
  console.log(summary("accesso GraphQL (login + user)", graphqlTimes));
  console.log(summary("accesso REST /api/customersupp/login", restTimes));
  console.log(summary("password sbagliata (REST)", wrongTimes));
  console.log(summary("email sconosciuta (REST)", unknownTimes));
  console.log(summary("cambio password GraphQL", changeTimes));
  await new Promise((resolve) => server.close(resolve));
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
