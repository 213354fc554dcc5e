// The H-phrases of a substance as a searchable multi-select over the full CLP list (code and official Italian
// text): typing "H22" or "infiammab" narrows the list, a chosen phrase becomes a tag with its code. The form
// value is the list of codes, in the order of the CLP list.
import { MenuItem } from "@blueprintjs/core";
import { MultiSelect, type ItemPredicate, type ItemRenderer } from "@blueprintjs/select";
import "@blueprintjs/select/lib/css/blueprint-select.css";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { describedBy, FieldGroup, useFieldMessage } from "../../components/form/FieldGroup";
import { t } from "../../i18n/i18n";

export type HazardOption = { readonly code: string; readonly textIt: string };

const matches: ItemPredicate<HazardOption> = (query, item) => {
  const text = query.trim().toLowerCase();
  return text === "" || item.code.toLowerCase().includes(text) || item.textIt.toLowerCase().includes(text);
};

const isEmptyList = (value: unknown): boolean => !Array.isArray(value) || value.length === 0;

export function HazardStatementsField<TValues extends FieldValues>(props: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  options: ReadonlyArray<HazardOption>;
  onCodesChange?: (codes: string[]) => void;
}) {
  const { field, fieldState, formState } = useController({ control: props.control, name: props.name });
  const message = useFieldMessage(fieldState, formState, undefined, {
    name: props.name,
    label: props.label,
    emptyValue: [],
    isEmpty: isEmptyList,
    required: false,
  });
  const value: unknown = field.value;
  const codes = Array.isArray(value) ? (value as string[]) : [];
  const selected = props.options.filter((option) => codes.includes(option.code));
  const change = (next: string[]) => {
    // Kept in the order of the CLP list, as the server stores and the row shows them.
    const ordered = props.options.filter((option) => next.includes(option.code)).map((option) => option.code);
    field.onChange(ordered);
    field.onBlur();
    props.onCodesChange?.(ordered);
  };
  const toggle = (item: HazardOption) => change(codes.includes(item.code) ? codes.filter((code) => code !== item.code) : [...codes, item.code]);

  const renderItem: ItemRenderer<HazardOption> = (item, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={item.code}
        active={modifiers.active}
        roleStructure="listoption"
        selected={codes.includes(item.code)}
        onClick={handleClick}
        onFocus={handleFocus}
        text={
          <span className="hazard-option">
            <strong className="hazard-option__code">{item.code}</strong> <span className="hazard-option__text">{item.textIt}</span>
          </span>
        }
      />
    ) : null;

  return (
    <FieldGroup label={props.label} message={message}>
      <MultiSelect<HazardOption>
        items={props.options as HazardOption[]}
        selectedItems={selected}
        itemPredicate={matches}
        itemRenderer={renderItem}
        itemsEqual="code"
        onItemSelect={toggle}
        onRemove={(item) => change(codes.filter((code) => code !== item.code))}
        onClear={() => change([])}
        tagRenderer={(item) => item.code}
        noResults={<MenuItem disabled text={t("subNoHazardMatch")} roleStructure="listoption" />}
        placeholder={t("subHazardPlaceholder")}
        resetOnSelect
        fill
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        popoverContentProps={{ className: "hazard-options" }}
        tagInputProps={{ inputProps: { id: message.inputId, name: field.name, ...describedBy(message) }, size: "large" }}
      />
    </FieldGroup>
  );
}
