// Documents each procurement requires of each supplier (tab "Documentazione richiesta"), in every state
// the compliance rules know: missing, pending, approved, rejected, expired, expiring and not mandatory.
// Every procurement asks each of its suppliers for the self-certification (AC).
import { SELF_CERTIFICATION_CATEGORY_CODE } from "../../common/reference-lists";
import type { Prisma } from "../../server/generated/prisma/client";
import type { ApprovalState } from "../../server/generated/prisma/enums";
import { fileNamePart, type SeedContext } from "./demo-context";
import type { DemoProcurements, ProcurementKey } from "./demo-procurements";
import type { DemoSuppliers, SupplierKey } from "./demo-suppliers";

export type RequiredDocumentState = "missing" | "pending" | "approved" | "rejected" | "expired" | "expiring" | "inactive";

// reviewNote: the customer's (the reason of a rejection); note: the supplier's, sent with the upload.
type DocumentSeed = [category: string, state: RequiredDocumentState, reviewNote?: string | null, note?: string];

const AC = SELF_CERTIFICATION_CATEGORY_CODE;

const PLAN: Record<ProcurementKey, Partial<Record<SupplierKey, DocumentSeed[]>>> = {
  roof: {
    // The main supplier's procurement shows every state at once.
    edil: [
      ["DURC", "expiring"],
      ["VISURA", "approved"],
      ["POS", "pending", null, "Aggiornato con le lavorazioni in quota sulla copertura del capannone B."],
      ["DVR", "approved"],
      ["RCT", "expired", "Quietanza di pagamento scaduta: caricare la quietanza del rinnovo."],
      ["UNILAV", "missing"],
      [
        "NOMINE",
        "rejected",
        "Manca la nomina degli addetti al primo soccorso: ricaricare il documento completo.",
        "Nomine firmate dal legale rappresentante il 10 febbraio.",
      ],
      ["FORM", "pending"],
      ["DPI", "approved"],
      [AC, "approved"],
      ["DUVRI", "inactive"],
    ],
    rossi: [
      ["DURC", "approved"],
      ["VISURA", "approved"],
      ["POS", "approved"],
      ["DM37", "approved"],
      ["UNILAV", "missing"],
      [AC, "pending"],
    ],
    eco: [
      ["DURC", "approved"],
      ["ALBO_GA", "approved"],
      ["RCT", "expiring"],
      [AC, "missing"],
    ],
  },
  hvac: {
    clima: [
      ["DURC", "approved"],
      ["VISURA", "approved"],
      ["POS", "pending"],
      ["DM37", "approved"],
      ["RCT", "rejected", "Il massimale RCT indicato (500.000 €) è inferiore a quello richiesto dal contratto (2.000.000 €)."],
      [AC, "approved"],
      ["DUVRI", "approved"],
    ],
    rossi: [
      ["DURC", "approved"],
      ["POS", "approved"],
      [AC, "approved"],
    ],
    edil: [
      ["DURC", "expiring"],
      ["POS", "missing"],
      [AC, "pending"],
    ],
  },
  waste: {
    eco: [
      ["DURC", "approved"],
      ["VISURA", "approved"],
      ["RCT", "approved"],
      ["ALBO_GA", "approved"],
      [AC, "approved"],
    ],
    romagna: [
      ["DURC", "expired", "DURC scaduto: caricare il DURC aggiornato."],
      ["POS", "missing"],
      [AC, "approved"],
      ["TESSERINI", "inactive"],
    ],
  },
  cleaning: {
    romagna: [
      ["DURC", "approved"],
      ["VISURA", "approved"],
      ["POS", "approved"],
      ["NOMINE", "pending"],
      [AC, "approved"],
      ["DUVRI", "approved"],
    ],
    edil: [
      ["DURC", "expiring"],
      ["POS", "rejected", "Il POS non tratta i lavori in prossimità degli impianti di processo: integrare."],
      [AC, "missing"],
    ],
  },
};

// Days of validity from the document date, for categories that expire.
const VALIDITY_DAYS: Record<string, number> = { DURC: 120, RCT: 365, ALBO_GA: 1825, DM37: 3650, FORM: 1825 };

export async function seedRequiredDocuments(
  ctx: SeedContext,
  procurements: DemoProcurements,
  suppliers: DemoSuppliers,
  users: { customerUserId: number; uploaderBySupplier: Partial<Record<SupplierKey, number>> },
): Promise<void> {
  // Each procurement asks from its own customer's catalogue.
  const categories = await ctx.tx.supplierDocumentCategory.findMany({ where: { customerId: { not: null } } });
  const labelOf = new Map(categories.map((category) => [category.code, category.label]));
  const categoryIdOf = (customerId: number, code: string): number => {
    const found = categories.find((category) => category.customerId === customerId && category.code === code);
    if (!found) throw new Error(`Dati di riferimento mancanti (categoria documenti fornitore): ${code}`);
    return found.id;
  };
  const rows: Prisma.ProcurementSupplierAttachmentCreateManyInput[] = [];
  for (const [procurementKey, bySupplier] of Object.entries(PLAN) as [ProcurementKey, Partial<Record<SupplierKey, DocumentSeed[]>>][]) {
    const procurement = procurements[procurementKey];
    for (const [supplierKey, documents] of Object.entries(bySupplier) as [SupplierKey, DocumentSeed[]][]) {
      const supplier = suppliers[supplierKey];
      for (const [index, [code, state, reviewNote, note]] of documents.entries()) {
        const label = labelOf.get(code) ?? code;
        const dates = documentDates(ctx, code, state, index);
        const hasFile = state !== "missing" && state !== "inactive";
        const mediaId = hasFile
          ? await ctx.pdfMedia({
              directory: "procurement-documents",
              originalName: `${code}_${fileNamePart(supplier.companyName)}.pdf`,
              createdById: users.uploaderBySupplier[supplierKey],
              content: {
                title: label,
                company: supplier.companyName,
                fields: [
                  ["Appalto", procurement.label],
                  ["Committente", procurement.customerName],
                  ["Data documento", dates.documentDate ? ctx.formatDate(dates.documentDate) : "-"],
                  ["Scadenza", dates.expiration ? ctx.formatDate(dates.expiration) : "Nessuna scadenza"],
                ],
                lines: [`Documento "${label}" trasmesso dall'impresa per l'appalto in oggetto.`],
              },
            })
          : null;
        // The customer provides the DUVRI to be signed and returned: its template is the "defdoc".
        const defaultMediaId =
          code === "DUVRI"
            ? await ctx.pdfMedia({
                directory: "procurement-default-documents",
                originalName: `DUVRI_da_firmare_${fileNamePart(supplier.companyName)}.pdf`,
                createdById: users.customerUserId,
                content: {
                  title: "DUVRI - copia da firmare per accettazione",
                  subtitle: procurement.label,
                  company: procurement.customerName,
                  lines: ["Stampare, firmare per accettazione e ricaricare il documento firmato.", `Impresa: ${supplier.companyName}`],
                },
              })
            : null;
        const approval = approvalOf(state);
        rows.push({
          procurementId: procurement.id,
          supplierId: supplier.id,
          categoryId: categoryIdOf(procurement.customerId, code),
          attachmentName: hasFile ? `${label} - ${supplier.companyName}` : null,
          documentDate: hasFile ? dates.documentDate : null,
          documentExpirationDate: hasFile ? dates.expiration : null,
          approval,
          active: state !== "inactive",
          note: note ?? null,
          reviewNote: reviewNote ?? null,
          mediaId,
          defaultMediaId,
          uploadedAt: hasFile ? ctx.daysAgo(state === "pending" ? 2 : 20 + index) : null,
          reviewedAt: approval === "PENDING" ? null : ctx.daysAgo(state === "rejected" ? 1 : 15 + index),
          reviewedById: approval === "PENDING" ? null : users.customerUserId,
        });
      }
    }
  }
  await ctx.flushMedia();
  await ctx.tx.procurementSupplierAttachment.createMany({ data: rows });
  // The default every procurement asks of each supplier it adds: the self-certification.
  await ctx.tx.procurementRequiredCategory.createMany({
    data: Object.values(procurements).map((procurement) => ({ procurementId: procurement.id, categoryId: categoryIdOf(procurement.customerId, AC), mandatory: true })),
  });
}

function approvalOf(state: RequiredDocumentState): ApprovalState {
  if (state === "approved" || state === "expired" || state === "expiring") return "APPROVED";
  if (state === "rejected") return "REJECTED";
  return "PENDING";
}

function documentDates(ctx: SeedContext, code: string, state: RequiredDocumentState, index: number) {
  const validity = VALIDITY_DAYS[code];
  if (state === "expiring") return { documentDate: ctx.day(15 - (validity ?? 365)), expiration: ctx.day(15) };
  if (state === "expired") return { documentDate: ctx.day(-10 - (validity ?? 365)), expiration: ctx.day(-10) };
  const documentDate = ctx.day(state === "pending" ? -3 : -30 - index * 7);
  return { documentDate, expiration: validity ? new Date(documentDate.getTime() + validity * 86_400_000) : null };
}
