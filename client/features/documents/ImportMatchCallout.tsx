// The offer to import one of the supplier's or the worker's own documents instead of a new file, as every
// required item's upload form shows it: the notice, the "import" checkbox and, with several matches, the choice
// of which one; under it what the chosen document is (each form shows that its own way).
import type { ReactNode } from "react";
import { Callout, HTMLSelect, Intent } from "@blueprintjs/core";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { CheckboxField } from "../../components/form/CheckboxField";

export function ImportMatchCallout<TValues extends FieldValues, TMatch extends { id: string }>(props: {
  control: Control<TValues>;
  // The form's yes/no "import" value.
  name: FieldPath<TValues>;
  texts: { notice: string; importLabel: string; choose: string };
  importing: boolean;
  matches: ReadonlyArray<TMatch>;
  chosenMatchId: string | null;
  onChoose: (matchId: string | null) => void;
  labelOf: (match: TMatch) => string;
  children?: ReactNode;
}) {
  const { matches } = props;
  return (
    <Callout intent={Intent.PRIMARY} compact className="required-document-form__match">
      <p>{props.texts.notice}</p>
      <CheckboxField control={props.control} name={props.name} label={props.texts.importLabel} />
      {props.importing && matches.length > 1 ? (
        <label className="required-document-form__match-choice">
          <span>{props.texts.choose}</span>
          <HTMLSelect
            fill
            value={props.chosenMatchId ?? ""}
            onChange={(event) => props.onChoose(event.currentTarget.value || null)}
            options={matches.map((match) => ({ value: match.id, label: props.labelOf(match) }))}
          />
        </label>
      ) : null}
      {props.children}
    </Callout>
  );
}
