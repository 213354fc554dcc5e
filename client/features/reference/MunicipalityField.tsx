// The municipality autocomplete of spec section 5: suggestions from the server after more than 2
// characters (discontinued municipalities never come back), shown as "name (province)"; only an item
// picked from the list is a value, free text is an error (the original's requireMatch).
import "@blueprintjs/select/lib/css/blueprint-select.css";
import { useEffect, useRef, useState } from "react";
import { Button, Intent, MenuItem } from "@blueprintjs/core";
import { CrossIcon, MapMarkerIcon } from "@blueprintjs/icons";
import { Suggest, type ItemRenderer } from "@blueprintjs/select";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import type { MunicipalityFieldQuery } from "../../__generated__/MunicipalityFieldQuery.graphql";
import { describedBy, FieldGroup, useFieldMessage } from "../../components/form/FieldGroup";
import { t } from "../../i18n/i18n";
import { EMPTY_MUNICIPALITY, MUNICIPALITY_MIN_SEARCH_LENGTH, type MunicipalityValue } from "./municipality-value";

const SEARCH_DELAY_MS = 250;
const MAX_SUGGESTIONS = 20;

const query = graphql`
  query MunicipalityFieldQuery($search: String!, $first: Int!) {
    municipalities(search: $search, first: $first) {
      id
      label
    }
  }
`;

type Option = { readonly id: string; readonly label: string };

// Typed text that was not picked from the list is not empty: it is a wrong value.
const isEmptyMunicipality = (value: unknown): boolean => {
  const municipality = value as MunicipalityValue | null | undefined;
  return !municipality || (municipality.id === null && municipality.label.trim() === "");
};

const renderOption: ItemRenderer<Option> = (option, { handleClick, handleFocus, modifiers, ref }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={option.id}
      ref={ref}
      text={option.label}
      active={modifiers.active}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
      roleStructure="listoption"
    />
  ) : null;

export function MunicipalityField<TValues extends FieldValues>(props: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  disabled?: boolean;
  required?: boolean;
}) {
  const { field, fieldState, formState } = useController({ control: props.control, name: props.name });
  const environment = useRelayEnvironment();
  const value = (field.value as MunicipalityValue | null | undefined) ?? { id: null, label: "" };
  const selected: Option | null = value.id ? { id: value.id, label: value.label } : null;
  const [options, setOptions] = useState<Option[]>(selected ? [selected] : []);
  const [searching, setSearching] = useState(false);
  // Answers can overtake each other; only the latest search may fill the list.
  const latestSearch = useRef(0);
  const message = useFieldMessage(fieldState, formState, undefined, {
    name: props.name,
    label: props.label,
    emptyValue: EMPTY_MUNICIPALITY,
    isEmpty: isEmptyMunicipality,
    required: props.required,
  });

  const search = value.id ? "" : value.label.trim();
  useEffect(() => {
    if (search.length < MUNICIPALITY_MIN_SEARCH_LENGTH) {
      latestSearch.current += 1;
      setSearching(false);
      if (!value.id) setOptions([]);
      return;
    }
    const searchNumber = ++latestSearch.current;
    setSearching(true);
    const timer = window.setTimeout(() => {
      fetchQuery<MunicipalityFieldQuery>(environment, query, { search, first: MAX_SUGGESTIONS }, { fetchPolicy: "store-or-network" })
        .toPromise()
        .then((data) => {
          if (searchNumber === latestSearch.current) setOptions(data?.municipalities.map((item) => ({ id: item.id, label: item.label })) ?? []);
        })
        .catch(() => {
          // The network layer has shown the error; the list simply stays empty.
          if (searchNumber === latestSearch.current) setOptions([]);
        })
        .finally(() => {
          if (searchNumber === latestSearch.current) setSearching(false);
        });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, value.id, environment]);

  const hint =
    search.length < MUNICIPALITY_MIN_SEARCH_LENGTH
      ? t("homeMunicipalityTypeMore")
      : searching
        ? t("homeMunicipalitySearching")
        : t("homeMunicipalityNone");

  return (
    <FieldGroup label={props.label} message={message}>
      <Suggest<Option>
        items={selected && options.length === 0 ? [selected] : options}
        selectedItem={selected}
        query={value.label}
        onQueryChange={(text) => {
          // Typing over a chosen municipality drops it: only a picked item is a value. (The list also
          // calls this with the chosen item's label right after a pick: that is no change.)
          if (text !== value.label) field.onChange({ id: null, label: text });
        }}
        onItemSelect={(option) => field.onChange({ id: option.id, label: option.label })}
        inputValueRenderer={(option) => option.label}
        itemRenderer={renderOption}
        itemsEqual="id"
        noResults={<MenuItem disabled text={hint} roleStructure="listoption" />}
        disabled={props.disabled}
        fill
        closeOnSelect
        resetOnQuery={false}
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={{
          id: message.inputId,
          name: field.name,
          inputRef: field.ref,
          onBlur: field.onBlur,
          // Escape with the suggestions open closes only them: the surrounding dialog must not take the key
          // as a request to close itself (and ask about unsaved changes).
          onKeyDown: (event) => {
            if (event.key === "Escape" && event.currentTarget.getAttribute("aria-expanded") === "true") event.stopPropagation();
          },
          placeholder: t("homeMunicipalityPlaceholder"),
          leftIcon: <MapMarkerIcon />,
          size: "large",
          intent: message.showError ? Intent.DANGER : Intent.NONE,
          ...describedBy(message),
          rightElement:
            value.label && !props.disabled ? (
              <Button
                variant="minimal"
                icon={<CrossIcon />}
                aria-label={t("homeClearSelection")}
                title={t("homeClearSelection")}
                onClick={() => field.onChange({ id: null, label: "" })}
              />
            ) : undefined,
        }}
      />
    </FieldGroup>
  );
}
