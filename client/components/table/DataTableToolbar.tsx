// The toolbar of the spec's "Generic list/table screen": quick search "Ricerca" with its clear button,
// "Nascondi i non attivi", clear filters, refresh, and the add button whose tooltip is its own text.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button, Checkbox, InputGroup, Intent, Tooltip } from "@blueprintjs/core";
import { CrossIcon, FilterRemoveIcon, PlusIcon, RefreshIcon, SearchIcon } from "@blueprintjs/icons";
import { t } from "../../i18n/i18n";
import { TEXT_LIMITS } from "../../../common/text-limits";
import { hasFilters, type TableChange, type TableState } from "./table-state";

export const SEARCH_DEBOUNCE_MS = 300;

export type DataTableToolbarOptions = {
  searchable?: boolean;
  // Needs `hideInactive` in useConnectionTable / `isInactive` in useLocalTable.
  hideInactiveToggle?: boolean;
  onRefresh: () => void;
  onAdd?: () => void;
  addLabel?: string;
  // Screen-specific filters to reset along with the search and the toggle.
  onClearFilters?: () => void;
  extra?: ReactNode;
};

export function DataTableToolbar<TOrder extends string>({
  state,
  onStateChange,
  options,
  loading,
}: {
  state: TableState<TOrder>;
  onStateChange: (change: TableChange<TOrder>) => void;
  options: DataTableToolbarOptions;
  loading: boolean;
}) {
  const searchId = useId();
  const [text, setText] = useState(state.search);
  // The last search this box sent: a different state.search came from elsewhere ("Cancella filtri").
  const sent = useRef(state.search);

  useEffect(() => {
    if (state.search !== sent.current) {
      sent.current = state.search;
      setText(state.search);
    }
  }, [state.search]);

  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onStateChange({ type: "search", search: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [onStateChange, text]);

  const clearSearch = () => {
    setText("");
    sent.current = "";
    onStateChange({ type: "search", search: "" });
  };

  const clearFilters = () => {
    setText("");
    sent.current = "";
    onStateChange({ type: "clearFilters" });
    options.onClearFilters?.();
  };

  const showHideInactive = options.hideInactiveToggle && state.hideInactive !== null;
  const filtersSet = hasFilters(state) || text !== "";

  return (
    <div className="data-table__toolbar" role="toolbar" aria-label={t("tableToolbar")}>
      {options.searchable && (
        <InputGroup
          id={searchId}
          className="data-table__search"
          type="search"
          // Longer searches are refused by the server.
          maxLength={TEXT_LIMITS.search}
          value={text}
          onValueChange={setText}
          placeholder={t("tableSearch")}
          aria-label={t("tableSearch")}
          leftIcon={<SearchIcon />}
          rightElement={
            text ? (
              <Button variant="minimal" icon={<CrossIcon />} aria-label={t("tableClearSearch")} title={t("tableClearSearch")} onClick={clearSearch} />
            ) : undefined
          }
        />
      )}
      {showHideInactive && (
        <Checkbox
          className="data-table__hide-inactive"
          checked={state.hideInactive === true}
          label={t("tableHideInactive")}
          onChange={(event) => onStateChange({ type: "hideInactive", hideInactive: event.currentTarget.checked })}
        />
      )}
      <div className="data-table__toolbar-buttons">
        {(options.searchable || showHideInactive || options.onClearFilters) && (
          <Button
            variant="minimal"
            icon={<FilterRemoveIcon />}
            text={<span className="hide-on-phone">{t("tableClearFilters")}</span>}
            aria-label={t("tableClearFilters")}
            title={t("tableClearFilters")}
            disabled={!filtersSet && !options.onClearFilters}
            onClick={clearFilters}
          />
        )}
        <Button
          variant="minimal"
          icon={<RefreshIcon />}
          text={<span className="hide-on-phone">{t("refresh")}</span>}
          aria-label={t("refresh")}
          title={t("refresh")}
          loading={loading}
          onClick={options.onRefresh}
        />
        {options.extra}
        {options.onAdd && (
          // Spec: the add button's tooltip is its own text.
          <Tooltip content={options.addLabel ?? t("tableAdd")} placement="bottom">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text={options.addLabel ?? t("tableAdd")} onClick={options.onAdd} />
          </Tooltip>
        )}
      </div>
    </div>
  );
}
