// "Aggiungi fornitore" (customer users, level 3 or more; spec "Procurement supplier link": suppliers, parent_supplier
// "Subappaltatore di", note): a supplier already registered, found by company name or Partita IVA, or a new one
// registered here (its administrator receives the access at level 5). The Partita IVA's check digit is checked in the
// form and again by the server, which also refuses one already registered.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Callout, FormGroup, InputGroup, Menu, MenuItem, SegmentedControl } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useForm } from "react-hook-form";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { z } from "zod";
import type { AddSupplierDialogSearchQuery, AddSupplierDialogSearchQuery$data } from "../../__generated__/AddSupplierDialogSearchQuery.graphql";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { NOTE_MAX_LENGTH } from "../../../common/validation/notes";
import { PROCUREMENT_SUPPLIER_MESSAGES } from "../../../common/validation/procurements";
import { isValidItalianVatNumber, VAT_NUMBER_MESSAGES } from "../../../common/validation/vat-number";
import { MunicipalityField } from "../reference/MunicipalityField";
import { EMPTY_MUNICIPALITY, optionalMunicipalitySchema } from "../reference/municipality-value";
import { useAddProcurementSupplierMutation } from "./useProcurementSetupMutations";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";

const searchQuery = graphql`
  query AddSupplierDialogSearchQuery($id: ID!, $search: String!) {
    node(id: $id) {
      ... on Procurement {
        supplierDirectory(search: $search) {
          id
          companyName
          vatNumber
          municipality
          onProcurement
        }
      }
    }
  }
`;
type Entry = NonNullable<NonNullable<AddSupplierDialogSearchQuery$data["node"]>["supplierDirectory"]>[number];

const FORM_ID = "add-supplier-form";
const SEARCH_DELAY_MS = 250;

const schema = z
  .object({
    mode: z.enum(["existing", "new"]),
    supplierId: z.string().nullable(),
    companyName: z.string().max(255),
    vatNumber: z.string().max(40),
    fiscalCode: z.string().max(16),
    address: z.string().max(255),
    municipality: optionalMunicipalitySchema,
    phone: z.string().max(40),
    email: z.string().max(254),
    parentSupplierId: z.string().nullable(),
    note: z.string().max(NOTE_MAX_LENGTH),
  })
  .superRefine((form, context) => {
    if (form.mode === "existing") {
      if (!form.supplierId) context.addIssue({ code: "custom", path: ["supplierId"], message: PROCUREMENT_SUPPLIER_MESSAGES.supplierRequired });
      return;
    }
    if (form.companyName.trim() === "") context.addIssue({ code: "custom", path: ["companyName"], message: PROCUREMENT_SUPPLIER_MESSAGES.companyNameRequired });
    if (!isValidItalianVatNumber(form.vatNumber)) context.addIssue({ code: "custom", path: ["vatNumber"], message: form.vatNumber.trim() ? VAT_NUMBER_MESSAGES.invalid : VAT_NUMBER_MESSAGES.required });
    if (!z.email().safeParse(form.email.trim()).success) context.addIssue({ code: "custom", path: ["email"], message: form.email.trim() ? PROCUREMENT_SUPPLIER_MESSAGES.emailInvalid : PROCUREMENT_SUPPLIER_MESSAGES.emailRequired });
  });
type FormValues = z.infer<typeof schema>;

// The server's field names (newSupplier.* for a registration) → the form's.
const SERVER_FIELDS: Record<string, keyof FormValues> = {
  supplierId: "supplierId",
  parentSupplierId: "parentSupplierId",
  note: "note",
  "newSupplier.companyName": "companyName",
  "newSupplier.vatNumber": "vatNumber",
  "newSupplier.fiscalCode": "fiscalCode",
  "newSupplier.address": "address",
  "newSupplier.municipalityId": "municipality",
  "newSupplier.phone": "phone",
  "newSupplier.email": "email",
};

function useDirectory(procurementId: string, search: string): { entries: ReadonlyArray<Entry>; searching: boolean } {
  const environment = useRelayEnvironment();
  const [entries, setEntries] = useState<ReadonlyArray<Entry>>([]);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    const text = search.trim();
    if (text.length < 2) {
      setEntries([]);
      return undefined;
    }
    setSearching(true);
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<AddSupplierDialogSearchQuery>(environment, searchQuery, { id: procurementId, search: text }, { fetchPolicy: "network-only" }).subscribe({
        next: (data) => setEntries(data.node?.supplierDirectory ?? []),
        complete: () => setSearching(false),
        error: () => setSearching(false),
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, procurementId, search]);
  return { entries, searching };
}

export function AddSupplierDialog(props: {
  procurementId: string;
  // The suppliers already on the procurement: the "Subappaltatore di" choices.
  suppliers: ReadonlyArray<{ readonly id: string; readonly companyName: string }>;
  onClose: () => void;
}) {
  const [add, adding] = useAddProcurementSupplierMutation();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Entry | null>(null);
  const directory = useDirectory(props.procurementId, search);
  const { control, handleSubmit, setError, setValue, watch } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: {
      mode: "existing", supplierId: null, companyName: "", vatNumber: "", fiscalCode: "", address: "", municipality: EMPTY_MUNICIPALITY,
      phone: "", email: "", parentSupplierId: null, note: "",
    },
  });
  const mode = watch("mode");

  const choose = (entry: Entry) => {
    setChosen(entry);
    setValue("supplierId", entry.id, { shouldValidate: true, shouldDirty: true });
  };

  const save = async (values: FormValues) => {
    const text = (value: string) => (value.trim() === "" ? null : value.trim());
    try {
      const result = await add({
        procurementId: props.procurementId,
        supplierId: values.mode === "existing" ? values.supplierId : null,
        newSupplier:
          values.mode === "new"
            ? {
                companyName: values.companyName.trim(), vatNumber: values.vatNumber.trim(), fiscalCode: text(values.fiscalCode), address: text(values.address),
                municipalityId: values.municipality.id, phone: text(values.phone), email: values.email.trim(),
              }
            : null,
        parentSupplierId: values.parentSupplierId,
        note: text(values.note),
      });
      if (result.__typename === "AddProcurementSupplierSuccess") {
        showSuccess(t("setSupplierAdded"));
        props.onClose();
        return;
      }
      reportMutationFailure(result, { placeOnField: placeOnFormFields<FormValues>(SERVER_FIELDS, setError), fallback: t("unexpectedError") });
    } catch {
      // The network layer has shown the error; the form stays open with what was typed.
    }
  };

  return (
    <DataDialog
      isOpen
      className="procurement-dialog"
      title={t("setAddSupplierTitle")}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={adding}
      closeLabel={t("procCancel")}
    >
      <form id={FORM_ID} onSubmit={handleSubmit(save)} noValidate className="add-supplier-form">
        <SegmentedControl
          className="add-supplier-form__mode"
          fill
          value={mode}
          onValueChange={(value) => setValue("mode", value as FormValues["mode"], { shouldValidate: true })}
          options={[
            { value: "existing", label: t("setModeExisting") },
            { value: "new", label: t("setModeNew") },
          ]}
        />
        {mode === "existing" ? (
          <>
            <FormGroup label={t("setSearchSupplier")} labelFor="supplier-directory-search" helperText={t("setSearchHint")}>
              <InputGroup
                id="supplier-directory-search"
                leftIcon={<SearchIcon />}
                value={search}
                maxLength={100}
                onValueChange={setSearch}
                rightElement={directory.searching ? <span className="add-supplier-form__searching">…</span> : undefined}
              />
            </FormGroup>
            {search.trim().length >= 2 && !directory.searching && directory.entries.length === 0 ? (
              <Callout compact>{t("setNoMatches")}</Callout>
            ) : null}
            {directory.entries.length > 0 ? (
              <Menu className="add-supplier-form__results" aria-label={t("setSearchSupplier")}>
                {directory.entries.map((entry) => (
                  <MenuItem
                    key={entry.id}
                    roleStructure="listoption"
                    selected={chosen?.id === entry.id}
                    disabled={entry.onProcurement}
                    text={entry.companyName}
                    label={[entry.vatNumber, entry.municipality, entry.onProcurement ? t("setAlreadyOn") : null].filter(Boolean).join(" · ")}
                    onClick={() => choose(entry)}
                  />
                ))}
              </Menu>
            ) : null}
            {chosen ? (
              <Callout compact intent="primary" className="add-supplier-form__chosen">
                {t("setChosenSupplier")}: <strong>{chosen.companyName}</strong>
              </Callout>
            ) : null}
          </>
        ) : (
          <>
            <TextField control={control} name="companyName" label={t("setCompanyName")} maxLength={255} required />
            <div className="add-supplier-form__pair">
              <TextField control={control} name="vatNumber" label={t("setVatNumber")} maxLength={40} inputMode="numeric" required />
              <TextField control={control} name="fiscalCode" label={t("setFiscalCode")} maxLength={16} />
            </div>
            <TextField control={control} name="address" label={t("setAddress")} maxLength={255} />
            <MunicipalityField control={control} name="municipality" label={t("setMunicipality")} />
            <TextField control={control} name="phone" label={t("setPhone")} type="tel" maxLength={40} />
            <TextField control={control} name="email" label={t("setAdminEmail")} type="email" maxLength={254} helperText={t("setAdminEmailHelp")} required />
          </>
        )}
        <SelectField
          control={control}
          name="parentSupplierId"
          label={t("setSubcontractorOf")}
          placeholder={t("setNoParent")}
          options={props.suppliers.map((supplier) => ({ value: supplier.id, label: supplier.companyName }))}
        />
        <TextAreaField control={control} name="note" label={t("setNote")} maxLength={NOTE_MAX_LENGTH} />
      </form>
    </DataDialog>
  );
}
