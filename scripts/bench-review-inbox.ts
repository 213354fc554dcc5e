// npx tsx scripts/bench-review-inbox.ts: the approvals inbox («Da approvare») with 10,000 waiting items of one
// customer (6,000 required documents, 2,000 fitness certificates, 2,000 participations) beside 10,000 items
// already decided and another customer's, on a scratch PostgreSQL database dropped afterwards. Sends what the
// screen sends (its page query: summary and first page; the shell's count; a page further on by its cursor) and
// prints p50 and p95 in ms and the SQL statements per request. BENCH_REVIEW_REPEATS (default 50) changes the run.
import { createTestApp } from "../tests/fixtures/test-database";
import { createUser, graphql, restLogin } from "../tests/fixtures/auth-users";

const REPEATS = Number(process.env.BENCH_REVIEW_REPEATS ?? 50);
const PAGE_QUERY = `query ($after: String) {
  reviewInboxSummary { total procurements { id label } suppliers { id label } categories { id label } }
  reviewInbox(first: 50, after: $after) { edges { cursor node { id kind databaseId procurementLabel supplierName categoryLabel title subject waitingSince fileUrl fileName fileMimeType rowPath } } pageInfo { hasNextPage endCursor } }
}`;
const LIST_ONLY = `query ($after: String) { reviewInbox(first: 50, after: $after) { edges { node { id kind databaseId title waitingSince } } pageInfo { hasNextPage endCursor } } }`;
const SHELL_COUNT = `{ viewer { id reviewWaitingCount } }`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

let statements = 0;
const t = await createTestApp("postgres", {}, { onQuery: () => void (statements += 1) });
try {
  const prisma = t.deps.prisma;
  const customer = await prisma.customer.create({ data: { companyName: "Committente del volume Spa" } });
  const other = await prisma.customer.create({ data: { companyName: "Altro committente Spa" } });
  await createUser(prisma, { email: "volume@committente.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
  // 20 procurements of the customer and 20 of another, 50 suppliers on each, 10 document categories.
  await prisma.$executeRawUnsafe(`
    INSERT INTO procurements (customer_id, label, updated_at) SELECT CASE WHEN g <= 20 THEN ${customer.id} ELSE ${other.id} END, 'Appalto ' || g, now() FROM generate_series(1, 40) g;
    `);
  await prisma.$executeRawUnsafe(`INSERT INTO customer_suppliers (company_name, updated_at) SELECT 'Fornitore ' || g, now() FROM generate_series(1, 50) g`);
  await prisma.$executeRawUnsafe(`INSERT INTO procurement_customer_suppliers (procurement_id, customer_supplier_id) SELECT p.id, s.id FROM procurements p CROSS JOIN customer_suppliers s`);
  await prisma.$executeRawUnsafe(`INSERT INTO supplier_attachment_categories (code, label) SELECT 'VOL' || g, 'Categoria ' || g FROM generate_series(1, 10) g`);
  await prisma.$executeRawUnsafe(`INSERT INTO worker_attachment_categories (code, label) VALUES ('VOLW', 'Visita medica')`);
  await prisma.$executeRawUnsafe(`INSERT INTO media (directory, filename, extension, original_name, mime_type, size_bytes, sha256)
    SELECT 'procurement-documents', gen_random_uuid()::text, 'pdf', 'documento-' || g || '.pdf', 'application/pdf', 100, repeat('0', 64) FROM generate_series(1, 24000) g`);
  // Every (procurement, supplier, category): 40 × 50 × 10 = 20,000 required documents with a file, the customer's
  // first 6,000 waiting, the rest decided; the other customer's 10,000 waiting.
  await prisma.$executeRawUnsafe(`
    INSERT INTO procurement_supplier_attachments (procurement_id, customer_supplier_id, category_id, attachment_name, approved, media_id, uploaded_at, updated_at)
    SELECT p.id, s.id, c.id, 'Documento', CASE WHEN p.customer_id = ${other.id} OR row_number() OVER (ORDER BY p.id, s.id, c.id) <= 6000 THEN 'PENDING' ELSE 'APPROVED' END::"ApprovalState",
           (SELECT MIN(id) FROM media) + row_number() OVER (ORDER BY p.id, s.id, c.id) - 1, now() - (random() * interval '60 days'), now()
      FROM procurements p CROSS JOIN customer_suppliers s CROSS JOIN supplier_attachment_categories c`);
  // 2,000 workers on the customer's procurements, each waiting for its participation and with a waiting certificate.
  await prisma.$executeRawUnsafe(`INSERT INTO customer_supplier_workers (customer_supplier_id, first_name, last_name, sex, updated_at)
    SELECT (SELECT MIN(id) FROM customer_suppliers) + (g % 50), 'Nome' || g, 'Cognome' || g, 'M', now() FROM generate_series(1, 2000) g`);
  await prisma.$executeRawUnsafe(`INSERT INTO procurement_customer_supplier_workers (procurement_id, customer_supplier_id, customer_supplier_worker_id, created_at)
    SELECT (SELECT MIN(id) FROM procurements) + (w.id % 20), w.customer_supplier_id, w.id, now() - (random() * interval '60 days') FROM customer_supplier_workers w`);
  await prisma.$executeRawUnsafe(`INSERT INTO procurement_supplier_worker_attachments (procurement_worker_id, category_id, attachment_name, media_id, uploaded_at)
    SELECT w.id, (SELECT id FROM worker_attachment_categories LIMIT 1), 'Idoneità', (SELECT MAX(id) FROM media) - (row_number() OVER (ORDER BY w.id)) + 1, now() - (random() * interval '60 days')
      FROM procurement_customer_supplier_workers w`);
  await prisma.$executeRawUnsafe(`ANALYZE`);

  const token = await restLogin(t, "volume@committente.it");
  const first = await graphql<{ reviewInboxSummary: { total: number }; reviewInbox: { pageInfo: { endCursor: string } } }>(t, PAGE_QUERY, {}, token);
  if (first.body.errors) throw new Error(JSON.stringify(first.body.errors));
  const total = first.body.data!.reviewInboxSummary.total;
  const farCursor = first.body.data!.reviewInbox.pageInfo.endCursor;

  const measure = async (name: string, query: string, variables: Record<string, unknown> = {}) => {
    const times: number[] = [];
    let perRequest = 0;
    for (let index = 0; index < REPEATS; index += 1) {
      const before = statements;
      const started = performance.now();
      const { body } = await graphql(t, query, variables, token);
      times.push(performance.now() - started);
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      perRequest = statements - before;
    }
    return { request: name, p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1), statements: perRequest };
  };
  console.log(`Elementi in attesa del committente: ${total}`);
  console.table([
    await measure("pagina di /review (riepilogo + prima pagina da 50)", PAGE_QUERY),
    await measure("solo la prima pagina da 50", LIST_ONLY),
    await measure("pagina successiva (cursore)", LIST_ONLY, { after: farCursor }),
    await measure("numero della navigazione", SHELL_COUNT),
  ]);
} finally {
  await t.close();
}
