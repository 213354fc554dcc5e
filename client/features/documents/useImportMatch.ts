// The offer to import one of the supplier's or the worker's own documents into a required item's upload form
// (spec "Category match"), the same for every kind: the offer stands while a new file is asked for and a match
// exists; ticking "import" chooses the first match; a choice fills in the match's name and dates, which stay
// editable; unticking forgets the choice.
import { useEffect } from "react";
import { useWatch, type Control, type FieldValues, type UseFormGetValues, type UseFormSetValue } from "react-hook-form";

// The fields of the filing form (filing-form.ts) that the offer reads and fills.
type ImportFields = {
  attachmentName: string;
  documentDate: string | null;
  documentExpirationDate: string | null;
  importOwnDocument: boolean;
  ownDocumentId: string | null;
};

export type OwnDocumentMatch = {
  readonly id: string;
  readonly attachmentFilename: string;
  readonly documentDate?: string | null;
  readonly documentExpirationDate?: string | null;
};

export function useImportMatch<TValues extends FieldValues & ImportFields, TMatch extends OwnDocumentMatch>(
  form: { control: Control<TValues>; getValues: UseFormGetValues<TValues>; setValue: UseFormSetValue<TValues> },
  matches: ReadonlyArray<TMatch>,
  // A new file is asked for (an upload, or "Ricarica il documento").
  replacing: boolean,
) {
  // The form's own type holds more fields; the offer touches only these.
  const { control, getValues, setValue } = form as unknown as {
    control: Control<ImportFields>;
    getValues: UseFormGetValues<ImportFields>;
    setValue: UseFormSetValue<ImportFields>;
  };
  const importing = useWatch({ control, name: "importOwnDocument" });
  const chosenMatchId = useWatch({ control, name: "ownDocumentId" });
  const offerImport = replacing && matches.length > 0;

  const applyMatch = (matchId: string | null) => {
    const match = matches.find((candidate) => candidate.id === matchId);
    setValue("ownDocumentId", match?.id ?? null, { shouldValidate: true });
    if (!match) return;
    setValue("attachmentName", match.attachmentFilename, { shouldValidate: true });
    setValue("documentDate", match.documentDate ?? "", { shouldValidate: true });
    setValue("documentExpirationDate", match.documentExpirationDate ?? "", { shouldValidate: true });
  };
  useEffect(() => {
    const current = getValues("ownDocumentId");
    if (importing && (current === null || !matches.some((match) => match.id === current))) applyMatch(matches[0]?.id ?? null);
    if (!importing) setValue("ownDocumentId", null, { shouldValidate: true });
    // applyMatch reads the current matches; running on their change too keeps the choice valid.
  }, [importing, matches]);

  return {
    importing,
    chosen: matches.find((match) => match.id === chosenMatchId) ?? null,
    offerImport,
    // What ImportMatchCallout shows and calls back.
    callout: { importing, matches, chosenMatchId, onChoose: applyMatch },
  };
}
