// The fields of a supplier's worker (spec sections 3 and 5, Supplier worker), two to a row: the home's
// worker form and the "Crea nuovo" part of the procurement's add-worker dialog use the same fields with
// the same rules (supplierWorkerFormSchema). The procurement dialog leaves out the employment status (a
// new worker is active) and the job (its task in the procurement is asked once, for every worker).
import { useMemo } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { EMPLOYMENT_STATES, SEXES } from "../../../common/reference-lists";
import { DateField } from "../../components/form/DateField";
import { isRequiredBySchema } from "../../components/form/form-meta";
import { SelectField } from "../../components/form/SelectField";
import { TextField } from "../../components/form/TextField";
import { t } from "../../i18n/i18n";
import { MunicipalityField } from "../reference/MunicipalityField";
import { EMPTY_MUNICIPALITY } from "../reference/municipality-value";
import { supplierWorkerFormSchema } from "./supplier-forms";

const SEX_OPTIONS = SEXES.map((sex) => ({ value: sex.code, label: sex.label }));
const STATUS_OPTIONS = EMPLOYMENT_STATES.map((state) => ({ value: state.code, label: state.label }));

export function SupplierWorkerFields<TValues extends FieldValues>(props: {
  // A form holding lastName, firstName, sex, fiscalCode, birthplace, birthDate (and resigned, job).
  control: Control<TValues>;
  disabled?: boolean;
  autoFocus?: boolean;
  withStatusAndJob?: boolean;
}) {
  const { control, disabled } = props;
  const name = (field: string) => field as FieldPath<TValues>;
  // The asterisks come from the worker's own rules, not from the surrounding form's schema: the procurement
  // dialog applies those rules only with "Crea nuovo", so its schema alone cannot tell they are required.
  const rules = useMemo(() => supplierWorkerFormSchema(), []);
  const required = (field: string, emptyValue: unknown = "") => isRequiredBySchema(rules, field, emptyValue);
  const fields = [
    <TextField key="lastName" control={control} name={name("lastName")} label={t("homeWorkerLastName")} required={required("lastName")} disabled={disabled} autoFocus={props.autoFocus} />,
    <TextField key="firstName" control={control} name={name("firstName")} label={t("homeWorkerFirstName")} required={required("firstName")} disabled={disabled} />,
    <SelectField key="sex" control={control} name={name("sex")} label={t("homeWorkerSex")} required={required("sex", null)} options={SEX_OPTIONS} placeholder disabled={disabled} />,
    props.withStatusAndJob ? (
      <SelectField key="resigned" control={control} name={name("resigned")} label={t("homeWorkerResigned")} required={required("resigned", null)} options={STATUS_OPTIONS} disabled={disabled} />
    ) : null,
    <TextField key="fiscalCode" control={control} name={name("fiscalCode")} label={t("homeWorkerFiscalCode")} required={required("fiscalCode")} disabled={disabled} maxLength={16} />,
    props.withStatusAndJob ? <TextField key="job" control={control} name={name("job")} label={t("homeWorkerJob")} required={required("job")} disabled={disabled} /> : null,
    <MunicipalityField key="birthplace" control={control} name={name("birthplace")} label={t("homeWorkerBirthplace")} required={required("birthplace", EMPTY_MUNICIPALITY)} disabled={disabled} />,
    <DateField key="birthDate" control={control} name={name("birthDate")} label={t("homeWorkerBirthDate")} required={required("birthDate")} disabled={disabled} />,
  ].filter((field) => field !== null);
  const rows = [];
  for (let index = 0; index < fields.length; index += 2) {
    rows.push(
      <div className="home-form-row" key={index}>
        {fields.slice(index, index + 2)}
      </div>,
    );
  }
  return <>{rows}</>;
}
