// The migration that gives each customer its catalogue of document categories, run on data written before it: each
// existing customer gets its copy of the portal's list, every required document (a closed procurement's too) then
// names its customer's entry with its file untouched, and each procurement's defaults are what all its suppliers
// were already asked. On both databases.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPendingMigrations, readMigrations } from "../../server/db/migrate";
import type { Database } from "../../server/db/database";
import { createTestDatabase, databaseKinds } from "../fixtures/test-database";

const MIGRATION = "20261129110000_requirement_catalogue";
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

describe.each(databaseKinds)("migrazione del catalogo dei requisiti (%s)", (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  let before: string;
  const ids = { customer: 0, other: 0, open: 0, closed: 0, durc: 0, pos: 0, uploaded: 0 };

  beforeAll(async () => {
    before = mkdtempSync(path.join(os.tmpdir(), "portal-migrations-"));
    for (const { name } of readMigrations(MIGRATIONS_DIR).filter((migration) => migration.name < MIGRATION)) {
      cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
    }
    ({ db, drop } = await createTestDatabase(kind, { migrationsDir: before }));
    const one = async (sql: string) => (await db.prisma.$queryRawUnsafe<{ id: number }[]>(sql))[0]!.id;
    ids.customer = await one(`INSERT INTO "customers" ("company_name") VALUES ('Acciaierie') RETURNING "id"`);
    ids.other = await one(`INSERT INTO "customers" ("company_name") VALUES ('Cartiere') RETURNING "id"`);
    const alfa = await one(`INSERT INTO "customer_suppliers" ("company_name", "updated_at") VALUES ('Alfa', now()) RETURNING "id"`);
    const beta = await one(`INSERT INTO "customer_suppliers" ("company_name", "updated_at") VALUES ('Beta', now()) RETURNING "id"`);
    ids.durc = await one(`INSERT INTO "supplier_attachment_categories" ("code", "label", "supplier_attachment_type") VALUES ('DURC', 'DURC', 1) RETURNING "id"`);
    ids.pos = await one(`INSERT INTO "supplier_attachment_categories" ("code", "label") VALUES ('POS', 'Piano Operativo di Sicurezza') RETURNING "id"`);
    const media = await one(`INSERT INTO "media" ("directory", "filename", "extension", "original_name", "size_bytes", "sha256", "mime_type")
      VALUES ('procurement-documents', 'f1', 'pdf', 'durc.pdf', 10, 'x', 'application/pdf') RETURNING "id"`);
    ids.open = await one(`INSERT INTO "procurements" ("customer_id", "label", "updated_at") VALUES (${ids.customer}, 'APP-1', now()) RETURNING "id"`);
    ids.closed = await one(`INSERT INTO "procurements" ("customer_id", "label", "updated_at") VALUES (${ids.customer}, 'APP-0', now()) RETURNING "id"`);
    for (const procurement of [ids.open, ids.closed]) {
      for (const supplier of [alfa, beta]) {
        await db.prisma.$executeRawUnsafe(`INSERT INTO "procurement_customer_suppliers" ("procurement_id", "customer_supplier_id") VALUES (${procurement}, ${supplier})`);
      }
    }
    // Both suppliers asked the DURC (Beta's not mandatory), only Alfa the POS.
    ids.uploaded = await one(`INSERT INTO "procurement_supplier_attachments" ("procurement_id", "customer_supplier_id", "category_id", "media_id", "updated_at")
      VALUES (${ids.open}, ${alfa}, ${ids.durc}, ${media}, now()) RETURNING "id"`);
    await db.prisma.$executeRawUnsafe(`INSERT INTO "procurement_supplier_attachments" ("procurement_id", "customer_supplier_id", "category_id", "active", "updated_at")
      VALUES (${ids.open}, ${beta}, ${ids.durc}, false, now()), (${ids.open}, ${alfa}, ${ids.pos}, true, now()), (${ids.closed}, ${alfa}, ${ids.durc}, true, now())`);
    await db.prisma.$executeRawUnsafe(`UPDATE "procurements" SET "closed_at" = now() WHERE "id" = ${ids.closed}`);
    expect(await applyPendingMigrations(db)).toContain(MIGRATION);
  });
  afterAll(async () => {
    await drop?.();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it("ogni committente ha la sua copia dell'elenco del portale, che resta", async () => {
    const entries = await db.prisma.supplierDocumentCategory.findMany({ select: { customerId: true, code: true, supplierAttachmentType: true }, orderBy: [{ customerId: "asc" }, { code: "asc" }] });
    expect(entries).toEqual([
      { customerId: ids.customer, code: "DURC", supplierAttachmentType: 1 },
      { customerId: ids.customer, code: "POS", supplierAttachmentType: null },
      { customerId: ids.other, code: "DURC", supplierAttachmentType: 1 },
      { customerId: ids.other, code: "POS", supplierAttachmentType: null },
      { customerId: null, code: "DURC", supplierAttachmentType: 1 },
      { customerId: null, code: "POS", supplierAttachmentType: null },
    ]);
  });

  it("ogni documento richiesto, anche di un appalto chiuso, nomina la voce del suo committente e tiene il file", async () => {
    const rows = await db.prisma.procurementSupplierAttachment.findMany({ select: { id: true, mediaId: true, category: { select: { customerId: true } } } });
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.category.customerId).toBe(ids.customer);
    expect(rows.find((row) => row.id === ids.uploaded)?.mediaId).not.toBeNull();
  });

  it("i requisiti predefiniti sono ciò che era già chiesto a tutti i fornitori; l'appalto chiuso resta chiuso", async () => {
    const defaults = await db.prisma.procurementRequiredCategory.findMany({ select: { procurementId: true, mandatory: true, category: { select: { code: true } } } });
    expect(defaults).toEqual([{ procurementId: ids.open, mandatory: false, category: { code: "DURC" } }]);
    await expect(db.prisma.procurementRequiredCategory.create({ data: { procurementId: ids.closed, categoryId: (await db.prisma.supplierDocumentCategory.findFirstOrThrow({ where: { customerId: ids.customer, code: "POS" } })).id } })).rejects.toThrow();
  });
});
