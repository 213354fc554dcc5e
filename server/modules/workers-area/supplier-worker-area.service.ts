// The worker area of a supplier's worker (a WORKER user linked to a SupplierWorker). A supplier's worker has no
// visits or training in the portal: those are the customer's records of its own employees. What is theirs is what
// their employer keeps about them: their own record, their own documents (health ones included: they are the
// worker's own data) and, for each procurement they work on, the task, the customer's decision on their
// participation (with its prescriptions) and their fitness certificates with state and file. Nothing of another
// worker, of the company or of the procurement beyond its name: they are not theirs to see.
import { italianDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import type { Media } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError } from "../../lib/errors";
import { signedIn, type Viewer } from "../../viewer";
import { FILE_NOT_AVAILABLE_MESSAGE } from "../files/downloads";
import { certificateState } from "../workers/fitness-certificates.service";

export const ownDocumentUrl = (id: number) => `/api/wr/getswdoc/${id}`;
export const ownFitnessCertificateUrl = (id: number) => `/api/wr/getswcert/${id}`;

const fileSelect = { id: true, originalName: true, extension: true, mimeType: true, sizeBytes: true } as const;

function ownSupplierWorkerId(viewer: Viewer | null): number | null {
  const signed = signedIn(viewer);
  return signed.kind === "WORKER" && signed.supplierWorkerId ? signed.supplierWorkerId : null;
}

export function createSupplierWorkerAreaService(deps: AppDeps) {
  const { prisma } = deps;

  return {
    // Null for anyone who is not a supplier's worker (a customer's employee has /medicine and /formation).
    async ownArea(viewer: Viewer | null) {
      const id = ownSupplierWorkerId(viewer);
      if (id === null) return null;
      const worker = await prisma.supplierWorker.findUnique({
        where: { id },
        select: {
          supplierId: true,
          firstName: true,
          lastName: true,
          fiscalCode: true,
          birthDate: true,
          job: true,
          supplier: { select: { companyName: true } },
          files: {
            orderBy: [{ documentExpirationDate: { sort: "asc", nulls: "last" } }, { id: "asc" }],
            select: { id: true, attachmentFilename: true, documentDate: true, documentExpirationDate: true, category: { select: { label: true } }, media: { select: fileSelect } },
          },
        },
      });
      if (!worker) throw new NotFoundError("Lavoratore non trovato");
      // The procurements their employer is still on (one taken off no longer concerns them), newest first.
      const assignments = await prisma.procurementWorker.findMany({
        where: { supplierWorkerId: id, supplierId: worker.supplierId, procurement: { suppliers: { some: { supplierId: worker.supplierId } } } },
        orderBy: [{ procurementId: "desc" }],
        select: {
          id: true,
          job: true,
          approval: true,
          approvalNote: true,
          procurement: { select: { label: true, closedAt: true, customer: { select: { companyName: true } } } },
          fitnessCertificates: {
            orderBy: [{ category: { label: "asc" } }, { id: "asc" }],
            select: {
              id: true, active: true, approval: true, mediaId: true, documentDate: true, documentExpirationDate: true,
              category: { select: { label: true } }, media: { select: fileSelect },
            },
          },
        },
      });
      const today = italianDateOf(deps.now());
      return {
        ...worker,
        procurements: assignments.map((row) => ({
          ...row,
          fitnessCertificates: row.fitnessCertificates.map((certificate) => ({ ...certificate, state: certificateState(certificate, today) })),
        })),
      };
    },

    // One of the viewer's own documents or certificates. Someone else's, a missing one and one without a file all
    // answer the same 404.
    async ownDocumentFile(viewer: Viewer | null, id: number): Promise<Media> {
      const own = ownSupplierWorkerId(viewer);
      if (own === null) throw new ForbiddenError();
      const row = await prisma.supplierWorkerAttachment.findFirst({ where: { id, supplierWorkerId: own }, select: { media: true } });
      if (!row?.media) throw new NotFoundError(FILE_NOT_AVAILABLE_MESSAGE);
      return row.media;
    },

    async ownFitnessCertificateFile(viewer: Viewer | null, id: number): Promise<Media> {
      const own = ownSupplierWorkerId(viewer);
      if (own === null) throw new ForbiddenError();
      const row = await prisma.procurementWorkerAttachment.findFirst({ where: { id, procurementWorker: { supplierWorkerId: own } }, select: { media: true } });
      if (!row?.media) throw new NotFoundError(FILE_NOT_AVAILABLE_MESSAGE);
      return row.media;
    },
  };
}
