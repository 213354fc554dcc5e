// Paging bar (spec section 9): first / previous / "pagina X di Y" / next / last, page size 10/20/50/100
// and the total count.
import { useId } from "react";
import { Button, ButtonGroup, HTMLSelect } from "@blueprintjs/core";
import { ChevronLeftIcon, ChevronRightIcon, DoubleChevronLeftIcon, DoubleChevronRightIcon } from "@blueprintjs/icons";
import { t } from "../../i18n/i18n";
import { pageCountOf, type PageMove, type TableChange, type TableState } from "./table-state";
import { fillText } from "./text-template";

export function DataTablePagination<TOrder extends string>({
  state,
  totalCount,
  onStateChange,
  pageSizeOptions,
  loading,
}: {
  state: TableState<TOrder>;
  totalCount: number;
  onStateChange: (change: TableChange<TOrder>) => void;
  pageSizeOptions: ReadonlyArray<number>;
  loading: boolean;
}) {
  const sizeId = useId();
  const pageCount = pageCountOf(totalCount, state.pageSize);
  const page = Math.min(state.pageIndex, pageCount - 1) + 1;
  // While a page is on its way the cursors on screen belong to another page: no stepping meanwhile.
  const atStart = page <= 1 || loading;
  const atEnd = page >= pageCount || loading;
  const move = (to: PageMove) => onStateChange({ type: "page", move: to });
  const sizes = pageSizeOptions.includes(state.pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, state.pageSize].sort((a, b) => a - b);

  return (
    <nav className="data-table__pagination" aria-label={t("tablePagination")}>
      <span className="data-table__total" aria-live="polite">
        {fillText(t("tableTotal"), { count: totalCount })}
      </span>
      <label className="data-table__page-size" htmlFor={sizeId}>
        <span className="hide-on-phone">{t("tablePageSize")}</span>
        <HTMLSelect
          id={sizeId}
          aria-label={t("tablePageSize")}
          value={state.pageSize}
          onChange={(event) => onStateChange({ type: "pageSize", pageSize: Number(event.currentTarget.value) })}
          options={sizes.map((size) => ({ value: size, label: String(size) }))}
          minimal
        />
      </label>
      <ButtonGroup variant="minimal" className="data-table__pager">
        <Button icon={<DoubleChevronLeftIcon />} aria-label={t("tableFirstPage")} title={t("tableFirstPage")} disabled={atStart} onClick={() => move("first")} />
        <Button icon={<ChevronLeftIcon />} aria-label={t("tablePreviousPage")} title={t("tablePreviousPage")} disabled={atStart} onClick={() => move("previous")} />
        <span className="data-table__page" aria-current="page">
          {fillText(t("tablePageOf"), { page, pages: pageCount })}
        </span>
        <Button icon={<ChevronRightIcon />} aria-label={t("tableNextPage")} title={t("tableNextPage")} disabled={atEnd} onClick={() => move("next")} />
        <Button icon={<DoubleChevronRightIcon />} aria-label={t("tableLastPage")} title={t("tableLastPage")} disabled={atEnd} onClick={() => move("last")} />
      </ButtonGroup>
    </nav>
  );
}
