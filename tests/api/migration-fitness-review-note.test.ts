// The migration that splits a fitness certificate's single note into the supplier's (note) and the customer's
// (review_note), run on data written before it: each kind of history the old code could leave, on both
// databases. The audit trail decides who wrote the text; a rejected certificate's text is its reason. Every row
// that changes leaves an audit record with before and after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { insertNoteTrail, insertProcurementWithSupplier, migratedOver, sqlText, type NoteTrail } from "../fixtures/data-migration";
import { databaseKinds } from "../fixtures/test-database";

const MIGRATION = "20261128120000_fitness_certificate_review_note";

type Scenario = {
  approval: "PENDING" | "APPROVED" | "REJECTED";
  note: string | null;
  trail: NoteTrail;
  expected: { note: string | null; reviewNote: string | null };
};

// Keyed by what each one shows.
const SCENARIOS: Record<string, Scenario> = {
  // The old dialog pre-filled the supplier's note and the reviewer typed the reason over it.
  reasonOverSupplierNote: {
    approval: "REJECTED", note: "Firma del medico mancante",
    trail: [["fitnessCertificate.uploaded", null, "Visita del 3 marzo"], ["fitnessCertificate.reviewed", "Visita del 3 marzo", "Firma del medico mancante"]],
    expected: { note: "Visita del 3 marzo", reviewNote: "Firma del medico mancante" },
  },
  // The reviewer approved writing its own text: it is the review's, and the supplier's comes back.
  approvedWithReviewerText: {
    approval: "APPROVED", note: "Conforme",
    trail: [["fitnessCertificate.added", null, "Giudizio annuale"], ["fitnessCertificate.reviewed", "Giudizio annuale", "Conforme"]],
    expected: { note: "Giudizio annuale", reviewNote: "Conforme" },
  },
  // The reviewer approved leaving the pre-filled text as it was: it is still the supplier's.
  approvedKeepingSupplierNote: {
    approval: "APPROVED", note: "Versione firmata",
    trail: [["fitnessCertificate.uploaded", null, "Versione firmata"], ["fitnessCertificate.reviewed", "Versione firmata", "Versione firmata"]],
    expected: { note: "Versione firmata", reviewNote: null },
  },
  // The reviewer rejected leaving the supplier's text: it was shown as the reason, and stays the reason too.
  rejectedKeepingSupplierNote: {
    approval: "REJECTED", note: "Manca pagina 2",
    trail: [["fitnessCertificate.uploaded", null, "Manca pagina 2"], ["fitnessCertificate.reviewed", "Manca pagina 2", "Manca pagina 2"]],
    expected: { note: "Manca pagina 2", reviewNote: "Manca pagina 2" },
  },
  // Rejected with a reason, then a new file with the supplier's own note: the reason was about the old one.
  newFileAfterRejection: {
    approval: "PENDING", note: "Ora completo",
    trail: [
      ["fitnessCertificate.uploaded", null, "Prima versione"],
      ["fitnessCertificate.reviewed", "Prima versione", "Illeggibile"],
      ["fitnessCertificate.replaced", "Illeggibile", "Ora completo"],
    ],
    expected: { note: "Ora completo", reviewNote: null },
  },
  // The reviewer wrote on a certificate the supplier had sent without a note: no supplier text to give back.
  reviewerNoteOnly: {
    approval: "APPROVED", note: "Verificato",
    trail: [["fitnessCertificate.uploaded", null, null], ["fitnessCertificate.reviewed", null, "Verificato"]],
    expected: { note: null, reviewNote: "Verificato" },
  },
  // Demo data and rows written by hand carry no trail: a rejected certificate's text is its reason.
  untrackedRejected: { approval: "REJECTED", note: "Idoneità scaduta", trail: [], expected: { note: null, reviewNote: "Idoneità scaduta" } },
  untrackedApproved: { approval: "APPROVED", note: "Con limitazioni", trail: [], expected: { note: "Con limitazioni", reviewNote: null } },
  untrackedPending: { approval: "PENDING", note: "Inviato dall'ufficio", trail: [], expected: { note: "Inviato dall'ufficio", reviewNote: null } },
  noNote: { approval: "REJECTED", note: null, trail: [], expected: { note: null, reviewNote: null } },
};

describe.each(databaseKinds)("migrazione %s: nota del fornitore e nota del committente sulle idoneità (%s)", (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // The migrations before this one only, then the old code's data, then this migration.
    ({ db, drop } = await migratedOver(kind, MIGRATION, async (old, one) => {
      const { procurementId, supplierId } = await insertProcurementWithSupplier(one);
      const worker = await one<{ id: number }>(`INSERT INTO "customer_supplier_workers" ("customer_supplier_id", "first_name", "last_name", "sex", "updated_at")
        VALUES (${supplierId}, 'Mario', 'Rossi', 'M', now()) RETURNING "id"`);
      const pivot = await one<{ id: number }>(`INSERT INTO "procurement_customer_supplier_workers" ("procurement_id", "customer_supplier_id", "customer_supplier_worker_id")
        VALUES (${procurementId}, ${supplierId}, ${worker.id}) RETURNING "id"`);
      for (const [index, [key, scenario]] of Object.entries(SCENARIOS).entries()) {
        const category = await one<{ id: number }>(
          `INSERT INTO "worker_attachment_categories" ("code", "label") VALUES ('W${index}', 'Idoneità ${index}') RETURNING "id"`,
        );
        const row = await one<{ id: number }>(`INSERT INTO "procurement_supplier_worker_attachments"
          ("procurement_worker_id", "category_id", "approved", "note", "reviewed_at")
          VALUES (${pivot.id}, ${category.id}, '${scenario.approval}', ${sqlText(scenario.note)}, ${scenario.approval === "PENDING" ? "NULL" : "now()"})
          RETURNING "id"`);
        ids[key] = row.id;
        await insertNoteTrail(old, "ProcurementWorkerAttachment", row.id, scenario.trail);
      }
      // A trail of another kind of record with the same id must not count.
      await insertNoteTrail(old, "ProcurementSupplierAttachment", ids.untrackedApproved!, [["fitnessCertificate.reviewed", null, "Altro"]]);
    }));
  });
  afterAll(async () => {
    await drop?.();
  });

  it.each(Object.keys(SCENARIOS))("%s", async (key) => {
    const row = await db.prisma.procurementWorkerAttachment.findUniqueOrThrow({ where: { id: ids[key] }, select: { note: true, reviewNote: true } });
    expect(row).toEqual(SCENARIOS[key]!.expected);
  });

  it("ogni riga cambiata lascia un record di audit con prima e dopo; le altre nessuno", async () => {
    const records = await db.prisma.auditRecord.findMany({ where: { action: "fitnessCertificate.reviewNoteSplit" } });
    const changed = Object.entries(SCENARIOS).filter(([, scenario]) => scenario.expected.note !== scenario.note || scenario.expected.reviewNote !== null);
    expect(records.map((record) => record.entityId).sort()).toEqual(changed.map(([key]) => String(ids[key])).sort());
    const reason = records.find((record) => record.entityId === String(ids.reasonOverSupplierNote));
    expect(reason).toMatchObject({
      entityType: "ProcurementWorkerAttachment",
      actorUserId: null,
      before: { note: "Firma del medico mancante" },
      after: { note: "Visita del 3 marzo", reviewNote: "Firma del medico mancante" },
    });
  });
});
