// How long /healthz waits while the worst quick search the portal allows runs on the embedded database (PGlite
// runs each statement inside the portal's process, so one long statement holds every other request). The search
// is the longest allowed (server/lib/text-limits.ts), on tab 3's workers of one procurement, over names written to
// be the slowest for LIKE: 255 "a" in first name, last name and both tasks, searched for 99 "a" and a "b", so
// that every position of every name matches 99 characters before failing. Realistic names are timed too.
// Prints, for each case, the request's time and the longest and median /healthz answer meanwhile.
//   npx tsx scripts/bench-search-healthz.ts [workers per procurement, default 1000,5000]
import { createCustomer, createSupplier, createUser, restLogin } from "../tests/fixtures/auth-users";
import { listen } from "../tests/fixtures/http-server";
import { createTestApp } from "../tests/fixtures/test-database";
import { TEXT_LIMITS } from "../common/text-limits";

const sizes = (process.argv[2] ?? "1000,5000").split(",").map(Number);
const LONG = "a".repeat(255);

async function measure(sizeOfProcurement: number) {
  const t = await createTestApp("pglite");
  const prisma = t.deps.prisma;
  const customer = await createCustomer(prisma, "Acciaierie Emiliane Spa");
  const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
  await createUser(prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
  const token = await restLogin(t, "hse@acciaierie.it");
  const results: string[] = [];
  for (const [label, name, search] of [
    ["nomi realistici, ricerca di 100 caratteri", "Rossi", "x".repeat(TEXT_LIMITS.search)],
    ["nomi di 255 'a', ricerca 'a'×99 + 'b'", LONG, `${"a".repeat(TEXT_LIMITS.search - 1)}b`],
  ] as const) {
    const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: `Appalto ${label}` } });
    await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } });
    await t.db.runScript(`
      INSERT INTO customer_supplier_workers (customer_supplier_id, first_name, last_name, sex, job, updated_at)
      SELECT ${supplier.id}, '${name}', '${name}' || CASE WHEN '${name}' = 'Rossi' THEN ' ' || g ELSE '' END, 'M', '${name}', now()
      FROM generate_series(1, ${sizeOfProcurement}) AS g;
      INSERT INTO procurement_customer_supplier_workers (procurement_id, customer_supplier_id, customer_supplier_worker_id, job, approved)
      SELECT ${procurement.id}, ${supplier.id}, w.id, '${name}', 'PENDING'::"ParticipationState"
      FROM customer_supplier_workers w WHERE w.id NOT IN (SELECT customer_supplier_worker_id FROM procurement_customer_supplier_workers);
      ANALYZE;`);
    const server = await listen(t.app);
    const base = `http://127.0.0.1:${server.port}`;
    const id = Buffer.from(`Procurement:${procurement.id}`).toString("base64");
    const body = JSON.stringify({
      query: "query ($p: ID!, $s: String) { procurementWorkers(procurementId: $p, search: $s, first: 100) { totalCount edges { node { id } } } }",
      variables: { p: id, s: search },
    });
    const send = () => fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body });
    await send(); // warm: the first run plans and loads
    const waits: number[] = [];
    const started = performance.now();
    let running = true;
    const request = send().then(async (response) => {
      const answer = (await response.json()) as { errors?: unknown };
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      running = false;
    });
    while (running) {
      const sent = performance.now();
      await fetch(`${base}/healthz`);
      waits.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await request;
    const took = performance.now() - started;
    waits.sort((a, b) => a - b);
    const median = waits[Math.floor(waits.length / 2)] ?? 0;
    results.push(
      `${sizeOfProcurement} lavoratori, ${label}: richiesta ${took.toFixed(0)} ms; /healthz max ${(waits.at(-1) ?? 0).toFixed(1)} ms, mediana ${median.toFixed(1)} ms (${waits.length} risposte)`,
    );
    await server.close();
  }
  await t.close();
  return results;
}

for (const size of sizes) for (const line of await measure(size)) console.log(line);
