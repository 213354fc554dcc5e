// Data for the procurement-card benchmark: a procurement on which the demo supplier must keep 1,000
// required documents (one per category, as the schema allows), in a realistic mix of states.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { AppDeps } from "../server/deps";
import type { ApprovalState } from "../server/generated/prisma/enums";

export const LARGE_REQUIREMENT_COUNT = 1000;

// Returns the global ids of a new procurement of the supplier's customer with 1,000 requirements.
export async function createLargeProcurement(deps: AppDeps, supplierEmail: string) {
  const { prisma } = deps;
  const user = await prisma.user.findUniqueOrThrow({ where: { email: supplierEmail } });
  const supplierId = user.supplierId ?? 0;
  const template = await prisma.procurementSupplier.findFirstOrThrow({ where: { supplierId }, include: { procurement: true } });
  const media = await prisma.media.findFirstOrThrow({ where: { directory: "procurement-documents" } });
  const procurement = await prisma.procurement.create({
    data: {
      customerId: template.procurement.customerId,
      label: "Appalto di prova con 1.000 documenti richiesti",
      dateStart: new Date("2026-01-01T00:00:00Z"),
      dateEnd: new Date("2027-12-31T00:00:00Z"),
      suppliers: { create: { supplierId } },
    },
  });
  await prisma.supplierDocumentCategory.createMany({
    data: Array.from({ length: LARGE_REQUIREMENT_COUNT }, (_, index) => ({
      code: `BENCH_${index}`,
      label: `Documento richiesto n. ${String(index + 1).padStart(4, "0")}`,
    })),
    skipDuplicates: true,
  });
  const categories = await prisma.supplierDocumentCategory.findMany({ where: { code: { startsWith: "BENCH_" } } });
  const states: ApprovalState[] = ["APPROVED", "PENDING", "REJECTED"];
  await prisma.procurementSupplierAttachment.createMany({
    data: categories.map((category, index) => ({
      procurementId: procurement.id,
      supplierId,
      categoryId: category.id,
      active: index % 10 !== 0,
      // One in four has nothing uploaded yet; the others carry a file in one of the three review states.
      ...(index % 4 === 0
        ? {}
        : {
            mediaId: media.id,
            attachmentName: `documento_${index}.pdf`,
            approval: states[index % 3],
            documentDate: new Date("2026-01-15T00:00:00Z"),
            documentExpirationDate: new Date(Date.UTC(2026, 10 + (index % 6), 1 + (index % 28))),
          }),
    })),
  });
  return { procurementId: encodeGlobalID("Procurement", procurement.id), supplierId: encodeGlobalID("Supplier", supplierId) };
}
