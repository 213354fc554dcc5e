// The tab-3 form of a worker's place on a procurement: what it holds, its rules (the task and the note as the
// server checks them, common/validation/procurement-workers.ts; a new worker by the home's worker rules) and the
// server's field names on its fields.
import type { FieldPath } from "react-hook-form";
import { z } from "zod";
import { QUALIFICATION_FLAGS, type QualificationFlagField } from "../../../common/reference-lists";
import { assignmentJobSchema, assignmentNoteSchema, PROCUREMENT_WORKER_MESSAGES } from "../../../common/validation/procurement-workers";
import { supplierWorkerFormSchema } from "../suppliers/supplier-forms";

export type Flags = Record<QualificationFlagField, boolean>;

export type FormValues = {
  addNewWorker: boolean;
  selectedWorkers: string[];
  firstName: string;
  lastName: string;
  sex: "M" | "F" | null;
  fiscalCode: string;
  birthplace: { id: string | null; label: string };
  birthDate: string | null;
  job: string;
  note: string;
  importFromSupplierDocumentation: boolean;
  flags: Flags;
};

// The server's field names on the form's fields.
export const SERVER_FIELDS: Readonly<Record<string, FieldPath<FormValues>>> = {
  selectedWorkers: "selectedWorkers",
  firstName: "firstName",
  lastName: "lastName",
  sex: "sex",
  fiscalCode: "fiscalCode",
  birthplaceId: "birthplace",
  birthDate: "birthDate",
  job: "job",
  note: "note",
};

export const newWorkerSchema = () => supplierWorkerFormSchema().omit({ resigned: true, job: true });

// One schema for both parts: the new worker's fields follow the home's rules only with "Crea nuovo";
// otherwise at least one worker is chosen. Edit has neither part.
export function formSchema(mode: "add" | "edit") {
  const worker = newWorkerSchema();
  return z
    .object({
      addNewWorker: z.boolean(),
      selectedWorkers: z.array(z.string()),
      job: assignmentJobSchema,
      note: assignmentNoteSchema,
    })
    .loose()
    .superRefine((values, context) => {
      if (mode === "edit") return;
      if (values.addNewWorker) {
        const result = worker.safeParse(values);
        for (const issue of result.success ? [] : result.error.issues) context.addIssue({ code: "custom", path: issue.path, message: issue.message });
      } else if (values.selectedWorkers.length === 0) {
        context.addIssue({ code: "custom", path: ["selectedWorkers"], message: PROCUREMENT_WORKER_MESSAGES.selectedWorkersRequired });
      }
    });
}

export const noFlags = (): Flags => Object.fromEntries(QUALIFICATION_FLAGS.map((flag) => [flag.field, false])) as Flags;

