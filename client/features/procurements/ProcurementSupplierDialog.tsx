// "Modifica" on the procurement card (level 3 or more): the supplier's information within the
// procurement, note and "Subappaltatore di" (spec "Procurement supplier link"). Toast on success:
// "Informazioni Fornitore modificate correttamente".
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import type { z } from "zod";
import type { ProcurementSupplierDialogOptionsQuery } from "../../__generated__/ProcurementSupplierDialogOptionsQuery.graphql";
import type { ProcurementSupplierDialog_procurementSupplier$key } from "../../__generated__/ProcurementSupplierDialog_procurementSupplier.graphql";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { reportMutationFailure } from "../../lib/mutation-outcome";
import { useUpdateProcurementSupplierMutation } from "./useUpdateProcurementSupplierMutation";
import { NOTE_MAX_LENGTH } from "../../../common/validation/notes";
import { procurementSupplierFormSchema as schema } from "../../../common/validation/procurements";

const fragment = graphql`
  fragment ProcurementSupplierDialog_procurementSupplier on ProcurementSupplier {
    id
    note
    supplier {
      companyName
    }
    parentSupplier {
      id
      companyName
    }
  }
`;

// The "Subappaltatore di" choices are asked for when the dialog opens, not with every card: reading them cost the
// card one statement of its eight on every visit, for a dialog few open. Asked afresh each time, since they
// depend on the other suppliers' own choices.
const optionsQuery = graphql`
  query ProcurementSupplierDialogOptionsQuery($id: ID!) {
    node(id: $id) {
      ... on ProcurementSupplier {
        parentSupplierOptions {
          id
          companyName
        }
      }
    }
  }
`;

type ParentChoice = { readonly id: string; readonly companyName: string };

// While the choices load, the current one alone is shown and the field waits. If they cannot be read (the network
// layer has said so), the current choice stays the only one, so the note can still be saved.
function useParentSupplierChoices(
  linkId: string,
  current: ParentChoice | null,
): { choices: ReadonlyArray<ParentChoice>; loading: boolean } {
  const environment = useRelayEnvironment();
  const [choices, setChoices] = useState<ReadonlyArray<ParentChoice> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const request = fetchQuery<ProcurementSupplierDialogOptionsQuery>(environment, optionsQuery, { id: linkId }, { fetchPolicy: "network-only" });
    const subscription = request.subscribe({
      next: (data) => setChoices(data.node?.parentSupplierOptions ?? []),
      error: () => setFailed(true),
    });
    return () => subscription.unsubscribe();
  }, [environment, linkId]);
  return { choices: choices ?? (current ? [current] : []), loading: choices === null && !failed };
}

const FORM_ID = "procurement-supplier-form";

type FormValues = z.infer<typeof schema>;

export function ProcurementSupplierDialog(props: {
  procurementSupplier: ProcurementSupplierDialog_procurementSupplier$key;
  onClose: () => void;
}) {
  const link = useFragment(fragment, props.procurementSupplier);
  const parents = useParentSupplierChoices(link.id, link.parentSupplier ?? null);
  const [update, isSaving] = useUpdateProcurementSupplierMutation();
  const { control, handleSubmit } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { note: link.note ?? "", parentSupplierId: link.parentSupplier?.id ?? null },
  });

  const save = async (values: FormValues) => {
    try {
      const result = await update({
        id: link.id,
        note: values.note.trim() === "" ? null : values.note.trim(),
        parentSupplierId: values.parentSupplierId,
      });
      if (result.__typename === "UpdateProcurementSupplierSuccess") {
        showSuccess(t("procSupplierSaved"));
        props.onClose();
      } else {
        reportMutationFailure(result, { fallback: t("unexpectedError") });
      }
    } catch {
      // The network layer has shown the error; the form stays open with what was typed.
    }
  };

  return (
    <DataDialog
      isOpen
      className="procurement-dialog"
      title={`${t("procSupplierFormTitle")}: ${link.supplier.companyName}`}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={isSaving}
      closeLabel={t("procCancel")}
    >
      <form id={FORM_ID} onSubmit={handleSubmit(save)} noValidate>
        <SelectField
          control={control}
          name="parentSupplierId"
          label={t("procSubcontractorOf")}
          placeholder={t("procNoParent")}
          options={parents.choices.map((supplier) => ({ value: supplier.id, label: supplier.companyName }))}
          disabled={parents.loading}
          helperText={parents.loading ? t("loading") : undefined}
        />
        <TextAreaField control={control} name="note" label={t("procNote")} maxLength={NOTE_MAX_LENGTH} />
      </form>
    </DataDialog>
  );
}
