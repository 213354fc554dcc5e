// The line near a form's Save button that says why it is greyed: "Compilare i campi obbligatori: Nome,
// Data scadenza" and "Correggere i campi: Data emissione". Before a save attempt it is a quiet hint;
// after one (Save or Enter, which also shows every field's error) it is an alert. With nothing wrong it
// explains the asterisks.
import { Classes, Intent } from "@blueprintjs/core";
import { ErrorIcon, InfoSignIcon } from "@blueprintjs/icons";
import { useFormState, useWatch, type Control, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { t } from "../../i18n/i18n";
import { fillText } from "../table/text-template";
import { failingFieldNames, formProblems } from "./form-meta";
import type { FormRegistry } from "./form-meta-context";

export type SummaryForm<TValues extends FieldValues, TContext, TOutput extends FieldValues> = {
  control: Control<TValues, TContext, TOutput>;
  // The schema the form's resolver checks: what is wrong with fields not yet touched, and which
  // fields are required. Without it only the errors placed on fields count.
  schema?: z.ZodType;
};

export function useFormProblems<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  form: SummaryForm<TValues, TContext, TOutput>,
  registry: FormRegistry,
) {
  const { errors, submitCount, isValid } = useFormState({ control: form.control });
  const values = useWatch({ control: form.control }) as Record<string, unknown>;
  const failing = failingFieldNames(form.schema, values);
  for (const name of Object.keys(errors)) failing.add(name);
  const problems = formProblems(registry.fields(), failing, (name) => values[name]);
  return { problems, attempted: submitCount > 0, isValid: isValid && failing.size === 0 };
}

export function FormSummary(props: {
  problems: { missing: ReadonlyArray<string>; invalid: ReadonlyArray<string> };
  attempted: boolean;
  hasRequired: boolean;
  id?: string;
}) {
  const { missing, invalid } = props.problems;
  const lines: string[] = [];
  if (missing.length > 0) lines.push(fillText(t("formMissingFields"), { fields: missing.join(", ") }));
  if (invalid.length > 0) lines.push(fillText(t("formInvalidFields"), { fields: invalid.join(", ") }));
  const alert = props.attempted && lines.length > 0;
  if (lines.length === 0 && !props.hasRequired) return <div id={props.id} className="form-summary" aria-live="polite" />;
  return (
    <div
      id={props.id}
      className={`form-summary ${alert ? `form-summary--alert ${Classes.intentClass(Intent.DANGER)}` : "form-summary--hint"}`}
      // Polite while typing; the attempt's own message is read out at once.
      role={alert ? "alert" : undefined}
      aria-live={alert ? undefined : "polite"}
    >
      {lines.length > 0 ? (
        <>
          {alert ? <ErrorIcon className="form-summary__icon" /> : <InfoSignIcon className="form-summary__icon" />}
          <span>
            {lines.map((line) => (
              <span key={line} className="form-summary__line">
                {line}
              </span>
            ))}
          </span>
        </>
      ) : (
        <span className="form-summary__line">{t("formRequiredLegend")}</span>
      )}
    </div>
  );
}
