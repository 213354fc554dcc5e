// REST facade of the worker area (spec section 7, "Worker area"): wr/getmddata and wr/getfrdata (the worker's
// name with the visits / the training portfolio, in the spec's snake_case), wr/getmdcert/{id} and
// wr/getfrcert/{id} (the certificate: the stored file streamed from disk, or the one written now, always
// downloaded as certificato.pdf). Thin adapters over workers-area.service.ts, which
// authorizes every call. A path id that is no plain positive integer answers like a missing certificate, as
// everywhere in the facade (lib/node-id.ts).
import { isoDateOf, isoDateOrNull } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import { parseNodeId } from "../../lib/node-id";
import { requestContext, type Api } from "../../http/rest";
import { signedIn, type Viewer } from "../../viewer";
import { bufferDownloadResponse, fileDownloadResponse } from "../files/downloads";
import { examinationHasCertificate, trainingHasCertificate, type Certificate } from "./workers-area.service";

// Every certificate downloads as certificato.pdf (spec sections 7 and 9), whatever name it was stored under.
const CERTIFICATE_NAME = "certificato";
function certificateResponse(deps: AppDeps, viewer: Viewer | null, certificate: Certificate): Promise<Response> | Response {
  if ("stored" in certificate) return fileDownloadResponse(deps, viewer, certificate.stored, CERTIFICATE_NAME);
  return bufferDownloadResponse(viewer, certificate.generated, `${CERTIFICATE_NAME}.pdf`, "application/pdf");
}

const flag = (value: boolean) => (value ? 1 : 0);

export function registerWorkerAreaRoutes(api: Api): void {
  api.get("/api/wr/getmddata", async (c) => {
    const { services, viewer } = requestContext(c);
    const worker = await services.workerArea.medicalData(viewer);
    return c.json({
      data: {
        name: `${worker.firstName} ${worker.lastName}`,
        examinations: worker.examinations.map((examination) => ({
          id: examination.id,
          examinationdate: isoDateOf(examination.examinationDate),
          visit_type: examination.visitType,
          outcome: examination.outcome,
          outcome_bis: flag(examination.needsNotification),
          next_visit_date: isoDateOrNull(examination.nextVisitDate),
          has_certificate: flag(examinationHasCertificate(examination)),
        })),
      },
    });
  });

  api.get("/api/wr/getfrdata", async (c) => {
    const { services, viewer } = requestContext(c);
    const worker = await services.workerArea.trainingData(viewer);
    return c.json({
      data: {
        name: `${worker.firstName} ${worker.lastName}`,
        training_protocol: worker.training.map((row) => ({
          id: row.id,
          model: { category: { name: row.model.category.name, code: row.model.category.code }, short_name: row.model.shortName, name: row.model.name },
          last_date: isoDateOrNull(row.lastDate),
          frequency: row.frequencyMonths,
          // Plain dates: the spec's "1_" prefix on a date becomes its own flag, so no reader has to strip it.
          next_date: isoDateOrNull(row.nextDate),
          position: row.position,
          enrolled_open_course: flag(row.enrolledInOpenCourse),
          status: row.status,
          has_certificate: flag(trainingHasCertificate(row)),
        })),
      },
    });
  });

  // The certificates. An anonymous caller is refused before the id is even read.
  api.get("/api/wr/getmdcert/:id", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    signedIn(viewer);
    return certificateResponse(deps, viewer, await services.workerArea.examinationCertificate(viewer, parseNodeId(c.req.param("id"))));
  });

  // A supplier's worker: their own documents and fitness certificates.
  api.get("/api/wr/getswdoc/:id", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    signedIn(viewer);
    return fileDownloadResponse(deps, viewer, await services.supplierWorkerArea.ownDocumentFile(viewer, parseNodeId(c.req.param("id"))));
  });

  api.get("/api/wr/getswcert/:id", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    signedIn(viewer);
    return fileDownloadResponse(deps, viewer, await services.supplierWorkerArea.ownFitnessCertificateFile(viewer, parseNodeId(c.req.param("id"))));
  });

  api.get("/api/wr/getfrcert/:id", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    signedIn(viewer);
    return certificateResponse(deps, viewer, await services.workerArea.trainingCertificate(viewer, parseNodeId(c.req.param("id"))));
  });
}
