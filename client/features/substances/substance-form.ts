// The tab 6 form's schema: the rules of common/validation/substances.ts (the same the server applies) over
// what the screen holds: the classification as the radio's "1" / "0", the date as the shared DateField keeps
// it, the SDS, which must be a PDF, and the note (empty: none). The server checks everything again, the file's content included.
import { z } from "zod";
import { italianDateOf } from "../../../common/calendar-dates";
import { SUBSTANCE_MESSAGES, substanceSchema } from "../../../common/validation/substances";
import { optionalDateFieldSchema, optionalFileFieldSchema } from "../../components/form/form-schemas";

export type SubstanceForm = {
  label: string;
  hazardStatementCodes: string[];
  hazardous: "1" | "0" | null;
  sdsDate: string | null;
  file: File | null;
  note: string;
};

export function substanceFormSchema() {
  const { label, note } = substanceSchema(italianDateOf(new Date())).shape;
  return z.object({
    label,
    hazardStatementCodes: z.array(z.string()),
    hazardous: z.enum(["1", "0"], { error: SUBSTANCE_MESSAGES.hazardousRequired }),
    sdsDate: optionalDateFieldSchema().refine((date) => date === null || date <= italianDateOf(new Date()), { error: SUBSTANCE_MESSAGES.sdsDateInFuture }),
    file: optionalFileFieldSchema({ only: { extensions: ["pdf"], message: SUBSTANCE_MESSAGES.sdsNotPdf } }),
    note,
  });
}
