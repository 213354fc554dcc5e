// The fields of a worker's place on a procurement that the tab-3 form and the server both check (spec
// "Procurement worker", sections 3 and 5): the task in the procurement and the note, and the choice of workers.
// Shared by the server (service edge, through parseInput) and the client's form.
import { z } from "zod";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from "./notes";

export const PROCUREMENT_WORKER_JOB_MAX_LENGTH = 255;

export const PROCUREMENT_WORKER_MESSAGES = {
  selectedWorkersRequired: "Selezionare almeno un lavoratore oppure scegliere \"Crea nuovo\"",
  jobTooLong: `La mansione non può superare ${PROCUREMENT_WORKER_JOB_MAX_LENGTH} caratteri`,
  noteTooLong: NOTE_TOO_LONG_MESSAGE,
} as const;

// Text of any length is refused past the limit with the field's message, not cut short by the input.
export const assignmentJobSchema = z
  .string({ error: PROCUREMENT_WORKER_MESSAGES.jobTooLong })
  .max(PROCUREMENT_WORKER_JOB_MAX_LENGTH, { error: PROCUREMENT_WORKER_MESSAGES.jobTooLong });

export const assignmentNoteSchema = z
  .string({ error: PROCUREMENT_WORKER_MESSAGES.noteTooLong })
  .max(NOTE_MAX_LENGTH, { error: PROCUREMENT_WORKER_MESSAGES.noteTooLong });
