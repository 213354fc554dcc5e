// Large list data, written with generate_series in one SQL script (rows by the hundred thousand in seconds,
// where Prisma's createMany would take minutes on PGlite). Used by scripts/bench-lists.ts at full size and
// by the statement-count test at two small sizes, so both exercise the same shapes.
//
// For a size S (the number of suppliers): S suppliers, 10·S company documents, 5·S workers, S procurements
// and 3·S supplier places on them with 3 required documents each. One supplier (the "home" one, whose users
// sign in) holds S/2 of the documents and S/2 of the workers and is on S/5 procurements of the home customer,
// which owns S/2 procurements; on one of them it must keep S/5 required documents. At S = 10,000 that is
// the 10,000 suppliers / 100,000 documents / 50,000 workers with ~5,000 of each for one supplier.
import type { Database } from "../server/db/database";

export type ListVolumeTarget = { supplierId: number; customerId: number };
export type ListVolumeIds = { largeProcurementId: number };

// Label of the procurement on which the home supplier keeps S/5 required documents.
export const LARGE_LIST_PROCUREMENT_LABEL = "Appalto con molti documenti richiesti (dati di volume)";

const FIRST_NAMES = ["Marco", "Giulia", "Luca", "Francesca", "Andrea", "Chiara", "Matteo", "Sara", "Alessandro", "Elena", "Davide", "Valentina", "Simone", "Federica", "Stefano", "Martina", "Paolo", "Silvia", "Giorgio", "Laura", "Roberto", "Anna", "Fabio", "Elisa", "Nicola", "Claudia", "Antonio", "Paola", "Giuseppe", "Serena"];
const LAST_NAMES = ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi", "Caruso", "Ferrara", "Galli", "Martini", "Leone", "Longo", "Gentile", "Martinelli", "Vitale", "Lombardo", "Serra", "Coppola", "De Santis", "D'Angelo", "Marchetti"];
const DOCUMENT_NAMES = ["DURC", "Polizza RCT/RCO", "Visura camerale", "Iscrizione albo gestori ambientali", "Certificazione ISO 9001", "Certificazione ISO 14001", "Certificazione ISO 45001", "SOA", "DVR aziendale", "Nomina RSPP", "Nomina medico competente", "Attestato formazione", "Dichiarazione organico medio"];
const PROCUREMENT_WORDS = ["Manutenzione impianti", "Pulizia uffici", "Rifacimento coperture", "Trasporto materiali", "Verifica estintori", "Manutenzione verde", "Impianto elettrico", "Lavori edili", "Servizio mensa", "Vigilanza"];
const REQUIREMENT_WORDS = ["Piano operativo di sicurezza", "Elenco dei lavoratori", "Dichiarazione di idoneità tecnico-professionale", "Verbale di coordinamento", "Formazione specifica", "Schede dei mezzi", "Valutazione del rumore", "Procedura di emergenza"];
const ATTACHMENT_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 100];

function sqlArray(values: readonly (string | number)[]): string {
  const items = values.map((value) => (typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`));
  return `ARRAY[${items.join(", ")}]`;
}

// The script for one size; every number is an integer computed here, never text from outside.
function volumeScript(size: number, target: ListVolumeTarget): string {
  const S = Math.trunc(size);
  const home = Math.trunc(target.supplierId);
  const customer = Math.trunc(target.customerId);
  const half = Math.trunc(S / 2);
  const fifth = Math.trunc(S / 5);
  const customers = Math.max(2, Math.trunc(S / 100));
  const first = sqlArray(FIRST_NAMES);
  const last = sqlArray(LAST_NAMES);
  const docs = sqlArray(DOCUMENT_NAMES);
  const words = sqlArray(PROCUREMENT_WORDS);
  const requirementWords = sqlArray(REQUIREMENT_WORDS);
  const types = sqlArray(ATTACHMENT_TYPES);
  // Arrays of the generated ids, so rows can be spread over them by position.
  const volumeSuppliers = `(SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM customer_suppliers WHERE vat_number LIKE 'VOL%')`;
  const volumeCustomers = `(SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM customers WHERE vat_number LIKE 'VOL%')`;
  const volumeCategories = `(SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM supplier_attachment_categories WHERE code LIKE 'VOL_%')`;
  const media = `(SELECT min(id) FROM media)`;
  return `
INSERT INTO customers (company_name, vat_number, email)
SELECT 'Committente ' || g || ' S.p.A.', 'VOL' || lpad(g::text, 8, '0'), 'hse' || g || '@committente.example'
FROM generate_series(1, ${customers}) AS g;

INSERT INTO customer_suppliers (company_name, vat_number, fiscal_code, phone, email, address, updated_at)
SELECT 'Impresa ' || (${words})[1 + g % 10] || ' ' || g || ' S.r.l.', 'VOL' || lpad(g::text, 8, '0'), lpad(g::text, 11, '0'),
       '+39 02 ' || lpad(g::text, 7, '0'), 'info' || g || '@impresa.example', 'Via Roma ' || (1 + g % 200), now()
FROM generate_series(1, ${S - 1}) AS g;

INSERT INTO supplier_attachment_categories (code, label)
SELECT 'VOL_' || g, (${requirementWords})[1 + g % 8] || ' n. ' || lpad(g::text, 5, '0')
FROM generate_series(1, ${Math.max(3, fifth)}) AS g;

-- Workers: the first S/2 are the home supplier's, the others spread over the generated suppliers.
INSERT INTO customer_supplier_workers (customer_supplier_id, first_name, last_name, sex, resigned, fiscal_code, birth_date, job, updated_at)
SELECT CASE WHEN g <= ${half} THEN ${home} ELSE s.ids[1 + g % s.n] END,
       (${first})[1 + (g * 7) % 30], (${last})[1 + (g * 13) % 40],
       (CASE WHEN ((g * 7) % 30) % 2 = 0 THEN 'M' ELSE 'F' END)::"Sex",
       g % 10 = 0, upper(substr(md5('cf' || g), 1, 16)), date '1960-01-01' + (g * 37) % 15000,
       (${words})[1 + g % 10], now()
FROM generate_series(1, ${5 * S}) AS g, ${volumeSuppliers} AS s;

-- Company documents: the first S/2 are the home supplier's; one in nine has no expiry.
INSERT INTO customer_supplier_attachments (customer_supplier_id, attachment_type, attachment_filename, document_date, document_expiration_date, media_id, updated_at)
SELECT CASE WHEN g <= ${half} THEN ${home} ELSE s.ids[1 + g % s.n] END,
       (${types})[1 + g % 13], (${docs})[1 + g % 13] || ' ' || (2020 + g % 7) || ' prot. ' || g,
       date '2020-01-01' + (g * 11) % 2500,
       CASE WHEN g % 9 = 0 THEN NULL ELSE date '2020-01-01' + (g * 11) % 2500 + 365 END,
       ${media}, now()
FROM generate_series(1, ${10 * S}) AS g, ${volumeSuppliers} AS s;

-- Procurements: the first S/2 are the home customer's, the others spread over the generated customers.
INSERT INTO procurements (customer_id, label, date_start, date_end, note, updated_at)
SELECT CASE WHEN g <= ${half} THEN ${customer} ELSE c.ids[1 + g % c.n] END,
       'APP-' || lpad(g::text, 6, '0') || ' ' || (${words})[1 + g % 10],
       date '2020-01-01' + (g * 7) % 2500, date '2020-01-01' + (g * 7) % 2500 + 400,
       CASE WHEN g % 4 = 0 THEN NULL ELSE 'Nota dell''appalto ' || g END, now()
FROM generate_series(1, ${S}) AS g, ${volumeCustomers} AS c;

INSERT INTO procurements (customer_id, label, date_start, date_end, updated_at)
VALUES (${customer}, '${LARGE_LIST_PROCUREMENT_LABEL}', date '2026-01-01', date '2027-12-31', now());

-- Three generated suppliers on every generated procurement and on the large one; the home supplier on S/5
-- of the home customer's and on the large one.
INSERT INTO procurement_customer_suppliers (procurement_id, customer_supplier_id)
SELECT p.id, s.ids[1 + (p.id * 3 + k) % s.n]
FROM procurements p, generate_series(0, 2) AS k, ${volumeSuppliers} AS s
WHERE p.label LIKE 'APP-%' OR p.label = '${LARGE_LIST_PROCUREMENT_LABEL}';

INSERT INTO procurement_customer_suppliers (procurement_id, customer_supplier_id)
SELECT id, ${home} FROM procurements
WHERE (customer_id = ${customer} AND label LIKE 'APP-%' AND id IN (
  SELECT id FROM procurements WHERE customer_id = ${customer} AND label LIKE 'APP-%' ORDER BY id LIMIT ${fifth}
)) OR label = '${LARGE_LIST_PROCUREMENT_LABEL}';

-- Three required documents for every generated supplier place, in every review state.
INSERT INTO procurement_supplier_attachments (procurement_id, customer_supplier_id, category_id, attachment_name, document_date, document_expiration_date, approved, active, media_id, updated_at)
SELECT l.procurement_id, l.customer_supplier_id, c.ids[1 + (l.id + k) % c.n],
       CASE WHEN (l.id + k) % 4 = 0 THEN NULL ELSE 'documento_' || l.id || '_' || k || '.pdf' END,
       date '2025-01-01' + (l.id + k) % 400, date '2026-01-01' + (l.id * 3 + k) % 700,
       (ARRAY['PENDING', 'APPROVED', 'REJECTED'])[1 + (l.id + k) % 3]::"ApprovalState", (l.id + k) % 10 <> 0,
       CASE WHEN (l.id + k) % 4 = 0 THEN NULL ELSE ${media} END, now()
FROM procurement_customer_suppliers l, generate_series(0, 2) AS k, ${volumeCategories} AS c
WHERE l.customer_supplier_id <> ${home} AND l.procurement_id IN (SELECT id FROM procurements WHERE label LIKE 'APP-%' OR label = '${LARGE_LIST_PROCUREMENT_LABEL}');

-- The home supplier: S/5 required documents on the large procurement, three on each of its other places.
INSERT INTO procurement_supplier_attachments (procurement_id, customer_supplier_id, category_id, attachment_name, document_date, document_expiration_date, approved, active, media_id, updated_at)
SELECT p.id, ${home}, c.ids[g],
       CASE WHEN g % 4 = 0 THEN NULL ELSE 'documento_' || g || '.pdf' END,
       date '2025-01-01' + g % 400, CASE WHEN g % 7 = 0 THEN NULL ELSE date '2026-01-01' + (g * 3) % 700 END,
       (ARRAY['PENDING', 'APPROVED', 'REJECTED'])[1 + g % 3]::"ApprovalState", g % 10 <> 0,
       CASE WHEN g % 4 = 0 THEN NULL ELSE ${media} END, now()
FROM procurements p, generate_series(1, ${Math.max(3, fifth)}) AS g, ${volumeCategories} AS c
WHERE p.label = '${LARGE_LIST_PROCUREMENT_LABEL}';

INSERT INTO procurement_supplier_attachments (procurement_id, customer_supplier_id, category_id, attachment_name, approved, active, updated_at)
SELECT l.procurement_id, ${home}, c.ids[1 + k], 'documento_' || l.id || '_' || k || '.pdf', 'PENDING', true, now()
FROM procurement_customer_suppliers l, generate_series(0, 2) AS k, ${volumeCategories} AS c
WHERE l.customer_supplier_id = ${home} AND l.procurement_id IN (SELECT id FROM procurements WHERE label LIKE 'APP-%');

ANALYZE;
`;
}

// Adds the volume around an existing supplier and customer (the demo's, or a test's) and returns the id
// of the procurement with many required documents.
export async function seedListVolume(database: Database, size: number, target: ListVolumeTarget): Promise<ListVolumeIds> {
  await database.runScript(volumeScript(size, target));
  const [row] = await database.prisma.$queryRawUnsafe<{ id: number }[]>(
    `SELECT id FROM procurements WHERE label = $1 ORDER BY id DESC LIMIT 1`,
    LARGE_LIST_PROCUREMENT_LABEL,
  );
  if (!row) throw new Error("Dati di volume: appalto grande non creato");
  return { largeProcurementId: row.id };
}
