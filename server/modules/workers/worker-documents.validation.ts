// The target of a call on a worker's own documents: a new document of a worker, or one by id. The document's
// own fields are checked by common/validation/worker-documents.ts, shared with the dialog.
import { z } from "zod";
import { recordId, WORKER_MESSAGES } from "./workers.validation";

export const workerDocumentTargetSchema = z.object({
  id: recordId().nullish(),
  workerId: recordId(WORKER_MESSAGES.workerRequired).nullish(),
});
