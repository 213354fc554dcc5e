// The migration that splits a required document's single note into the supplier's (note) and the customer's
// (review_note), run on data written before it: each kind of history the old code could leave, on both
// databases. The audit trail decides who wrote the text; without one, a reviewed document's text is the
// review's. Every row that changes leaves an audit record with before and after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { insertNoteTrail, insertProcurementWithSupplier, migratedOver, sqlText, type NoteTrail } from "../fixtures/data-migration";
import { databaseKinds } from "../fixtures/test-database";

const MIGRATION = "20261123100000_required_document_review_note";

type Scenario = {
  approval: "PENDING" | "APPROVED" | "REJECTED";
  note: string | null;
  reviewed: boolean;
  trail: NoteTrail;
  expected: { note: string | null; reviewNote: string | null };
};

// Keyed by what each one shows.
const SCENARIOS: Record<string, Scenario> = {
  // The old dialog pre-filled the supplier's note and the reviewer typed the reason over it.
  reasonOverSupplierNote: {
    approval: "REJECTED", note: "Firma mancante", reviewed: true,
    trail: [["documents.upload", null, "Scansione del 3 marzo"], ["documents.approval", "Scansione del 3 marzo", "Firma mancante"]],
    expected: { note: "Scansione del 3 marzo", reviewNote: "Firma mancante" },
  },
  // The reviewer approved leaving the pre-filled text as it was: it is still the supplier's.
  approvedKeepingSupplierNote: {
    approval: "APPROVED", note: "Versione firmata", reviewed: true,
    trail: [["documents.upload", null, "Versione firmata"], ["documents.approval", "Versione firmata", "Versione firmata"]],
    expected: { note: "Versione firmata", reviewNote: null },
  },
  // The reviewer rejected leaving the supplier's text: it was shown as the reason, and stays the reason.
  rejectedKeepingSupplierNote: {
    approval: "REJECTED", note: "Manca pagina 2", reviewed: true,
    trail: [["documents.upload", null, "Manca pagina 2"], ["documents.approval", "Manca pagina 2", "Manca pagina 2"]],
    expected: { note: "Manca pagina 2", reviewNote: "Manca pagina 2" },
  },
  // Rejected with a reason, then a new version with the supplier's own note: the reason was about the old one.
  newVersionAfterRejection: {
    approval: "PENDING", note: "Ora completo", reviewed: false,
    trail: [
      ["documents.upload", null, "Prima versione"],
      ["documents.approval", "Prima versione", "Illeggibile"],
      ["documents.upload", "Illeggibile", "Ora completo"],
    ],
    expected: { note: "Ora completo", reviewNote: null },
  },
  // The reviewer wrote over a document the supplier had sent without a note: no supplier text to give back.
  reviewerNoteOnly: {
    approval: "APPROVED", note: "Conforme", reviewed: true,
    trail: [["documents.upload", null, null], ["documents.approval", null, "Conforme"]],
    expected: { note: null, reviewNote: "Conforme" },
  },
  // Demo data and rows written by hand carry no trail: a reviewed document's text is the review's.
  untrackedRejected: { approval: "REJECTED", note: "DURC scaduto", reviewed: true, trail: [], expected: { note: null, reviewNote: "DURC scaduto" } },
  untrackedApproved: { approval: "APPROVED", note: "Quietanza scaduta", reviewed: true, trail: [], expected: { note: null, reviewNote: "Quietanza scaduta" } },
  untrackedPending: { approval: "PENDING", note: "Inviato dall'ufficio", reviewed: false, trail: [], expected: { note: "Inviato dall'ufficio", reviewNote: null } },
  noNote: { approval: "APPROVED", note: null, reviewed: true, trail: [], expected: { note: null, reviewNote: null } },
};

describe.each(databaseKinds)("migrazione %s: nota del fornitore e nota del committente (%s)", (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // The migrations before this one only, then the old code's data, then this migration.
    ({ db, drop } = await migratedOver(kind, MIGRATION, async (old, one) => {
      const { procurementId, supplierId } = await insertProcurementWithSupplier(one);
      for (const [index, [key, scenario]] of Object.entries(SCENARIOS).entries()) {
        const category = await one<{ id: number }>(
          `INSERT INTO "supplier_attachment_categories" ("code", "label") VALUES ('C${index}', 'Categoria ${index}') RETURNING "id"`,
        );
        const row = await one<{ id: number }>(`INSERT INTO "procurement_supplier_attachments"
          ("procurement_id", "customer_supplier_id", "category_id", "approved", "note", "reviewed_at", "updated_at")
          VALUES (${procurementId}, ${supplierId}, ${category.id}, '${scenario.approval}', ${sqlText(scenario.note)}, ${scenario.reviewed ? "now()" : "NULL"}, now())
          RETURNING "id"`);
        ids[key] = row.id;
        await insertNoteTrail(old, "ProcurementSupplierAttachment", row.id, scenario.trail);
      }
      // A trail of another kind of record with the same id must not count.
      await insertNoteTrail(old, "SupplierAttachment", ids.untrackedPending!, [["documents.approval", null, "Altro"]]);
    }));
  });
  afterAll(async () => {
    await drop?.();
  });

  it.each(Object.keys(SCENARIOS))("%s", async (key) => {
    const row = await db.prisma.procurementSupplierAttachment.findUniqueOrThrow({ where: { id: ids[key] }, select: { note: true, reviewNote: true } });
    expect(row).toEqual(SCENARIOS[key]!.expected);
  });

  it("ogni riga cambiata lascia un record di audit con prima e dopo; le altre nessuno", async () => {
    const records = await db.prisma.auditRecord.findMany({ where: { action: "requiredDocument.reviewNoteSplit" }, orderBy: { entityId: "asc" } });
    const changed = Object.entries(SCENARIOS).filter(([, scenario]) => scenario.expected.note !== scenario.note || scenario.expected.reviewNote !== null);
    expect(records.map((record) => record.entityId).sort()).toEqual(changed.map(([key]) => String(ids[key])).sort());
    const reason = records.find((record) => record.entityId === String(ids.reasonOverSupplierNote));
    expect(reason).toMatchObject({
      entityType: "ProcurementSupplierAttachment",
      actorUserId: null,
      before: { note: "Firma mancante" },
      after: { note: "Scansione del 3 marzo", reviewNote: "Firma mancante" },
    });
  });
});
