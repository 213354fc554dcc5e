// «Da approvare» (/review): everything of the customer's open procurements that waits for its decision, oldest
// first, with the waiting time; filters by procurement, supplier, kind and category; the file of the current row
// beside it (below it on a phone). Keyboard: J/K or the arrows move, A approves (the selected rows when there are
// some, else the current one), R rejects with a reason, X selects. The server decides who may (useApprovalsInbox)
// and every rule; the page shows its answers.
import { Suspense, useCallback, useEffect, useMemo, useState, useTransition } from "react";
import { Button, ButtonGroup, Checkbox, HTMLSelect, Intent, NonIdealState, Tag } from "@blueprintjs/core";
import { EndorsedIcon, TickIcon, CrossIcon, ChevronDownIcon, ChevronUpIcon, ShareIcon } from "@blueprintjs/icons";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { ReviewPageAccessQuery } from "../../__generated__/ReviewPageAccessQuery.graphql";
import type { ReviewPageQuery, ReviewPageQuery$variables } from "../../__generated__/ReviewPageQuery.graphql";
import type { ReviewPage_inbox$data, ReviewPage_inbox$key } from "../../__generated__/ReviewPage_inbox.graphql";
import type { ReviewPageInboxPaginationQuery } from "../../__generated__/ReviewPageInboxPaginationQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { FilePreview } from "./FilePreview";
import { NoteDialog } from "./NoteDialog";
import { useDecideReviewItems, type DecisionItem } from "./useDecideReviewItems";
import { useNarrowScreen } from "./useNarrowScreen";
import "./review.css";

const accessQuery = graphql`
  query ReviewPageAccessQuery {
    viewer {
      id
      permissions {
        useApprovalsInbox {
          allowed
          reason
        }
      }
    }
  }
`;

const inboxQuery = graphql`
  query ReviewPageQuery($procurementId: ID, $supplierId: ID, $kind: ReviewItemKind, $category: String) {
    reviewInboxSummary(procurementId: $procurementId, supplierId: $supplierId, kind: $kind, category: $category) {
      total
      matching
      procurements {
        id
        label
      }
      suppliers {
        id
        label
      }
      categories {
        id
        label
      }
    }
    ...ReviewPage_inbox @arguments(procurementId: $procurementId, supplierId: $supplierId, kind: $kind, category: $category)
  }
`;

const inboxFragment = graphql`
  fragment ReviewPage_inbox on Query
  @refetchable(queryName: "ReviewPageInboxPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    procurementId: { type: "ID" }
    supplierId: { type: "ID" }
    kind: { type: "ReviewItemKind" }
    category: { type: "String" }
  ) {
    reviewInbox(first: $count, after: $cursor, procurementId: $procurementId, supplierId: $supplierId, kind: $kind, category: $category)
      @connection(key: "ReviewPage_reviewInbox", filters: ["procurementId", "supplierId", "kind", "category"]) {
      edges {
        node {
          id
          kind
          databaseId
          procurementLabel
          supplierName
          categoryLabel
          title
          subject
          waitingSince
          fileUrl
          fileName
          fileMimeType
          rowPath
        }
      }
    }
  }
`;

const KINDS = ["REQUIRED_DOCUMENT", "FITNESS_CERTIFICATE", "PARTICIPATION", "ELEMENT", "ELEMENT_DOCUMENT"] as const;
type Filters = { procurementId: string | null; supplierId: string | null; kind: (typeof KINDS)[number] | null; category: string | null };
const NO_FILTERS: Filters = { procurementId: null, supplierId: null, kind: null, category: null };

function waitingFor(iso: string): string {
  const days = Math.floor((Date.now() - Date.parse(iso)) / 86_400_000);
  const time = days <= 0 ? t("reviewToday") : days === 1 ? t("reviewOneDay") : t("reviewDays").replace("{n}", String(days));
  return t("reviewWaiting").replace("{time}", time);
}

// Typing in a field or working in a dialog never triggers the page's keys.
function typingOrInDialog(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return !!target?.closest("input, textarea, select, [contenteditable=true], .bp6-dialog, .bp5-dialog, [role=dialog]");
}

export function ReviewPage() {
  const { viewer } = useLazyLoadQuery<ReviewPageAccessQuery>(accessQuery, {}, { fetchPolicy: "store-and-network" });
  const decision = viewer?.permissions.useApprovalsInbox;
  if (!decision?.allowed) {
    return (
      <div className="page">
        <NonIdealState icon={<EndorsedIcon size={48} />} title={t("reviewTitle")} description={decision?.reason ?? t("unauthorized")} />
      </div>
    );
  }
  return <ReviewInbox />;
}

function ReviewInbox() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const variables: ReviewPageQuery$variables = filters;
  const data = useLazyLoadQuery<ReviewPageQuery>(inboxQuery, variables, { fetchKey, fetchPolicy: "store-and-network" });
  const summary = data.reviewInboxSummary;
  // With a filter on, the number says how many of all the list keeps.
  const filtered = Object.values(filters).some((value) => value !== null);
  const setFilter = (name: keyof Filters, value: string) => startTransition(() => setFilters((current) => ({ ...current, [name]: value || null })));
  const option = (value: string, label: string) => ({ value, label });
  const all = option("", t("reviewFilterAll"));

  return (
    <div className="page review-page">
      <div className="review-page__header">
        <h1 className="review-page__title">{t("reviewTitle")}</h1>
        <Tag round intent={summary.total > 0 ? Intent.WARNING : Intent.NONE} data-testid="review-total">
          {filtered
            ? t("reviewTotalFiltered").replace("{n}", String(summary.matching)).replace("{total}", String(summary.total))
            : t("reviewTotal").replace("{n}", String(summary.total))}
        </Tag>
      </div>
      <p className="review-page__intro">{t("reviewIntro")}</p>
      <div className="review-page__filters">
        <label>
          {t("reviewFilterProcurement")}
          <HTMLSelect value={filters.procurementId ?? ""} onChange={(event) => setFilter("procurementId", event.target.value)} options={[all, ...summary.procurements.map((entry) => option(entry.id, entry.label))]} />
        </label>
        <label>
          {t("reviewFilterSupplier")}
          <HTMLSelect value={filters.supplierId ?? ""} onChange={(event) => setFilter("supplierId", event.target.value)} options={[all, ...summary.suppliers.map((entry) => option(entry.id, entry.label))]} />
        </label>
        <label>
          {t("reviewFilterKind")}
          <HTMLSelect value={filters.kind ?? ""} onChange={(event) => setFilter("kind", event.target.value)} options={[all, ...KINDS.map((kind) => option(kind, kindLabel(kind)))]} />
        </label>
        <label>
          {t("reviewFilterCategory")}
          <HTMLSelect value={filters.category ?? ""} onChange={(event) => setFilter("category", event.target.value)} options={[all, ...summary.categories.map((entry) => option(entry.id, entry.label))]} />
        </label>
      </div>
      <Suspense fallback={<PageSpinner />}>
        <ReviewList inbox={data} onDecided={() => setFetchKey((key) => key + 1)} />
      </Suspense>
    </div>
  );
}

type Row = NonNullable<NonNullable<ReviewPage_inbox$data["reviewInbox"]["edges"]>[number]>["node"];
const kindLabel = (kind: string) => t(`reviewKind${kind as (typeof KINDS)[number]}`);

function describe(row: Row): string {
  return [kindLabel(row.kind), row.categoryLabel, row.title, row.subject].filter(Boolean).join(" · ");
}

function ReviewList({ inbox, onDecided }: { inbox: ReviewPage_inbox$key; onDecided: () => void }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ReviewPageInboxPaginationQuery, ReviewPage_inbox$key>(inboxFragment, inbox);
  // Rows decided here leave at once; the refetch that follows confirms it.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => (data.reviewInbox.edges ?? []).flatMap((edge) => (edge?.node && !decided.has(edge.node.id) ? [edge.node] : [])), [data, decided]);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [noteFor, setNoteFor] = useState<{ rows: Row[]; mode: "REJECTED" | "APPROVED_WITH_PRESCRIPTIONS" } | null>(null);
  const [decide, deciding] = useDecideReviewItems();
  const narrow = useNarrowScreen();
  const currentIndex = Math.max(0, rows.findIndex((row) => row.id === currentId));
  const current = rows[currentIndex] ?? null;

  const move = useCallback(
    (step: number) => {
      const next = rows[Math.min(rows.length - 1, Math.max(0, currentIndex + step))];
      if (next) {
        setCurrentId(next.id);
        document.getElementById(`review-row-${next.id}`)?.scrollIntoView({ block: "nearest" });
      }
    },
    [rows, currentIndex],
  );

  const toggle = useCallback((row: Row) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  }, []);

  const apply = useCallback(
    async (targets: Row[], decisionOf: (row: Row) => DecisionItem): Promise<boolean> => {
      if (targets.length === 0 || deciding) return false;
      const count = await decide(targets.map(decisionOf));
      if (count === null) return false;
      const ids = new Set(targets.map((row) => row.id));
      // The current row moves to the first one after those decided.
      const after = rows.slice(currentIndex).find((row) => !ids.has(row.id)) ?? rows.find((row) => !ids.has(row.id)) ?? null;
      setCurrentId(after?.id ?? null);
      setDecided((previous) => new Set([...previous, ...ids]));
      setSelected((previous) => new Set([...previous].filter((id) => !ids.has(id))));
      showSuccess(t("reviewDecidedToast").replace("{n}", String(count)));
      onDecided();
      return true;
    },
    [decide, deciding, rows, currentIndex, onDecided],
  );

  const selectedRows = rows.filter((row) => selected.has(row.id));
  const approve = useCallback(() => {
    const targets = selectedRows.length > 0 ? selectedRows : current ? [current] : [];
    void apply(targets, (row) => ({ kind: row.kind, databaseId: row.databaseId, decision: "APPROVED" }));
  }, [apply, selectedRows, current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (noteFor || event.ctrlKey || event.metaKey || event.altKey || typingOrInDialog(event)) return;
      const key = event.key.toLowerCase();
      if (key === "j" || key === "arrowdown") move(1);
      else if (key === "k" || key === "arrowup") move(-1);
      else if (key === "a") approve();
      else if (key === "r" && current) setNoteFor({ rows: [current], mode: "REJECTED" });
      else if (key === "x" && current) toggle(current);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [noteFor, move, approve, current, toggle]);

  if (rows.length === 0) {
    return <NonIdealState icon={<EndorsedIcon size={48} />} title={t("reviewNone")} description={t("reviewNoneDescription")} />;
  }

  const preview = current ? (
    <section className="review-preview" aria-label={describe(current)}>
      <div className="review-preview__actions">
        <ButtonGroup className="review-preview__decide">
          <Button intent={Intent.SUCCESS} icon={<TickIcon />} text={`${t("reviewApprove")} (A)`} disabled={deciding} onClick={() => void apply([current], (row) => ({ kind: row.kind, databaseId: row.databaseId, decision: "APPROVED" }))} />
          {current.kind === "PARTICIPATION" ? (
            <Button intent={Intent.WARNING} text={t("reviewApproveWithPrescriptions")} disabled={deciding} onClick={() => setNoteFor({ rows: [current], mode: "APPROVED_WITH_PRESCRIPTIONS" })} />
          ) : null}
          <Button intent={Intent.DANGER} icon={<CrossIcon />} text={`${t("reviewReject")} (R)`} disabled={deciding} onClick={() => setNoteFor({ rows: [current], mode: "REJECTED" })} />
        </ButtonGroup>
        <Link className="review-preview__open" to={current.rowPath}>
          <ShareIcon /> {t("reviewOpenRow")}
        </Link>
      </div>
      <FilePreview url={current.fileUrl} name={current.fileName} mimeType={current.fileMimeType} title={describe(current)} />
    </section>
  ) : null;

  return (
    <div className="review-page__body">
      <div className="review-list">
        <div className="review-list__toolbar">
          <Checkbox
            className="review-list__select-all"
            label={t("reviewSelectAll")}
            checked={selectedRows.length > 0 && selectedRows.length === rows.length}
            indeterminate={selectedRows.length > 0 && selectedRows.length < rows.length}
            onChange={() => setSelected(selectedRows.length === rows.length ? new Set() : new Set(rows.map((row) => row.id)))}
          />
          <ButtonGroup>
            <Button icon={<ChevronUpIcon />} aria-label={t("reviewPrevious")} onClick={() => move(-1)} />
            <Button icon={<ChevronDownIcon />} aria-label={t("reviewNext")} onClick={() => move(1)} />
          </ButtonGroup>
          <Button intent={Intent.SUCCESS} icon={<TickIcon />} disabled={selectedRows.length === 0 || deciding} loading={deciding && selectedRows.length > 0} text={t("reviewApproveSelected").replace("{n}", String(selectedRows.length))} onClick={approve} />
        </div>
        <ul className="review-list__rows" role="listbox" aria-label={t("reviewTitle")} aria-multiselectable>
          {rows.map((row) => {
            const isCurrent = row.id === current?.id;
            return (
              <li key={row.id} id={`review-row-${row.id}`} role="option" aria-selected={isCurrent} className={`review-row${isCurrent ? " review-row--current" : ""}`} onClick={() => setCurrentId(row.id)}>
                <Checkbox className="review-row__select" checked={selected.has(row.id)} aria-label={`${t("reviewSelect")}: ${describe(row)}`} onClick={(event) => event.stopPropagation()} onChange={() => toggle(row)} />
                <div className="review-row__text">
                  <div className="review-row__what">
                    <Tag minimal>{kindLabel(row.kind)}</Tag> <strong>{row.categoryLabel}</strong>
                    {row.title ? <span className="review-row__title"> · {row.title}</span> : null}
                  </div>
                  {row.subject ? <div className="review-row__subject">{row.subject}</div> : null}
                  <div className="review-row__where">
                    {row.supplierName} · {row.procurementLabel}
                  </div>
                  <div className="review-row__waiting">{waitingFor(row.waitingSince)}</div>
                </div>
                {narrow && isCurrent ? <div className="review-row__preview" onClick={(event) => event.stopPropagation()}>{preview}</div> : null}
              </li>
            );
          })}
        </ul>
        {hasNext ? <Button className="review-list__more" text={t("reviewLoadMore")} loading={isLoadingNext} onClick={() => loadNext(50)} /> : null}
      </div>
      {narrow ? null : <div className="review-page__preview">{preview}</div>}
      {noteFor ? (
        <NoteDialog
          mode={noteFor.mode}
          subject={noteFor.rows.map(describe).join("; ")}
          onCancel={() => setNoteFor(null)}
          onConfirm={async (note) => {
            const done = await apply(noteFor.rows, (row) => ({ kind: row.kind, databaseId: row.databaseId, decision: noteFor.mode, note }));
            if (done) setNoteFor(null);
            return done;
          }}
        />
      ) : null}
    </div>
  );
}
