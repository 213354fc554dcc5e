// /procurement/{id} (spec section 2 "Procurement card"): back to /home, the header with the traffic
// light, refresh and edit (when the server allows editProcurementInfo), the customer's supplier picker, and the tabs
// "Documentazione generale appalto" and "Documentazione richiesta". A customer user opens the same card
// for any supplier of its procurement (?supplier=); a supplier user always sees its own place.
import { useCallback, useEffect, useRef, useState } from "react";
import { Button, Callout, NonIdealState, Tab, Tabs, type TabId } from "@blueprintjs/core";
import { ArrowLeftIcon, DocumentIcon, LockIcon } from "@blueprintjs/icons";
import { fetchQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Navigate, useLoaderData, useNavigate, useSearchParams } from "react-router-dom";
import type { ProcurementRouteQuery } from "../../__generated__/ProcurementRouteQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { RefreshFailedNotice } from "../../components/RefreshFailedNotice";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { environment } from "../../relay/environment";
import { onRequirementChange } from "../../lib/requirement-changes";
import { supplierParam } from "../../lib/route-ids";
import { RequiredDocumentsTable } from "../documents/RequiredDocumentsTable";
import { ElementsTab } from "../elements/ElementsTab";
import { SubstancesTab } from "../substances/SubstancesTab";
import { ProcurementWorkersTab } from "../workers/ProcurementWorkersTab";
import { ProcurementFilesTab } from "./ProcurementFilesTab";
import { ProcurementHeader } from "./ProcurementHeader";
import { ProcurementSetupBar } from "./ProcurementSetupBar";
import { procurementRouteQuery } from "./ProcurementRoute.query";
import { SupplierLinkSummary } from "./SupplierLinkSummary";
import { TabTitle } from "./TabTitle";
import "./procurement.css";
import "../workers/workers.css";

const TAB_FILES = "generale";
const TAB_DOCUMENTS = "documenti";
const TAB_WORKERS = "lavoratori";
const TAB_VEHICLES = "mezzi";
const TAB_MACHINERY = "macchine";
const TAB_SUBSTANCES = "sostanze";
// The tabs a ?tab= address may open; any other opens the first.
const TAB_IDS: readonly string[] = [TAB_FILES, TAB_DOCUMENTS, TAB_WORKERS, TAB_VEHICLES, TAB_MACHINERY, TAB_SUBSTANCES];

export function ProcurementPage() {
  const queryReference = useLoaderData<PreloadedQuery<ProcurementRouteQuery>>();
  const { viewer, node: found } = usePreloadedQuery<ProcurementRouteQuery>(procurementRouteQuery, queryReference);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  // Bumped by the header's refresh: the documents table reloads the page it is on.
  const [refreshCount, setRefreshCount] = useState(0);
  // The last refresh failed: the card keeps what it shows and says so.
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  // fetchQuery writes the answer into the store, which updates the card in place; it never suspends,
  // so a failure leaves the card on screen (usePreloadedQuery's reference is not reloaded).
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await fetchQuery<ProcurementRouteQuery>(environment, procurementRouteQuery, queryReference.variables, {
        fetchPolicy: "network-only",
      }).toPromise();
      setRefreshFailed(false);
      // The table keeps its own page, sort and search: it reloads them itself on the bump.
      setRefreshCount((count) => count + 1);
    } catch (error) {
      setRefreshFailed(true);
      throw error;
    } finally {
      setRefreshing(false);
    }
  }, [queryReference.variables]);
  const retry = () => {
    refresh().catch(() => undefined);
  };

  // A requirement the customer changed meanwhile shows without a page reload: the card reloads when it comes back
  // into view (another browser tab, another window) and when this browser's "Documenti richiesti" saved a change.
  // One reload at a time: focus and visibility often arrive together.
  const reloading = useRef(false);
  const procurementId = found?.procurement?.id ?? null;
  useEffect(() => {
    const reloadNow = () => {
      if (reloading.current || document.visibilityState !== "visible") return;
      reloading.current = true;
      refresh()
        .catch(() => undefined)
        .finally(() => {
          reloading.current = false;
        });
    };
    window.addEventListener("focus", reloadNow);
    document.addEventListener("visibilitychange", reloadNow);
    const stopListening = procurementId ? onRequirementChange(procurementId, reloadNow) : () => undefined;
    return () => {
      window.removeEventListener("focus", reloadNow);
      document.removeEventListener("visibilitychange", reloadNow);
      stopListening();
    };
  }, [refresh, procurementId]);

  // No viewer: the server refused the token and the shell is ending the session.
  if (!viewer) return <PageSpinner />;
  const backButton = (
    <Button
      className="procurement-page__back"
      icon={<ArrowLeftIcon />}
      variant="minimal"
      text={t("procBack")}
      onClick={() => navigate("/home")}
    />
  );
  const node = found?.procurement;
  if (!node) {
    return (
      <div className="page procurement-page">
        {backButton}
        <NonIdealState
          icon={<DocumentIcon size={48} />}
          title={t("procNotFoundTitle")}
          description={t("procNotFoundText")}
          action={<Button text={t("procBackToHome")} onClick={() => navigate("/home")} />}
        />
      </div>
    );
  }

  const isCustomer = viewer.kind === "CUSTOMER";
  const link = node.supplierLink ?? null;
  // A customer arriving without a (valid) supplier choice sees the first supplier of the procurement.
  const firstSupplier = node.suppliers[0]?.supplier.id;
  if (isCustomer && !link && firstSupplier) {
    const next = new URLSearchParams(searchParams);
    next.set("supplier", supplierParam(firstSupplier));
    return <Navigate to={{ search: next.toString() }} replace />;
  }

  const requestedTab = searchParams.get("tab") ?? "";
  const selectedTab = TAB_IDS.includes(requestedTab) ? requestedTab : TAB_FILES;
  const selectTab = (tab: TabId) => {
    const next = new URLSearchParams(searchParams);
    next.set("tab", String(tab));
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  const permissions = node.viewerPermissions;
  const canEdit = permissions.editProcurementInfo.allowed;
  // A closed procurement is read-only: nothing on it waits for anyone.
  const counts = node.closedAt ? null : link?.attentionCounts;
  const titleOf = (title: string, count: number | undefined) => <TabTitle title={title} count={count} viewerKind={viewer.kind} />;

  return (
    <div className="page procurement-page">
      {backButton}
      <ProcurementHeader
        procurement={node}
        supplierLink={canEdit ? link : null}
        canEdit={canEdit}
        onRefresh={refresh}
      >
        {isCustomer ? <ProcurementSetupBar procurement={node} /> : null}
        {/* The customer's bar says it; a supplier who opens a closed procurement must learn why nothing can be changed. */}
        {!isCustomer && node.closedAt ? (
          <Callout compact intent="warning" icon={<LockIcon />} className="procurement-setup__closed">
            {t("setClosedNotice").replace("{date}", formatDate(node.closedAt.slice(0, 10)))}
          </Callout>
        ) : null}
        <SupplierLinkSummary procurement={node} supplierLink={link} showPicker={isCustomer} />
      </ProcurementHeader>
      {refreshFailed ? <RefreshFailedNotice onRetry={retry} retrying={refreshing} /> : null}
      <Tabs
        id="procurement-tabs"
        className="procurement-page__tabs"
        selectedTabId={selectedTab}
        onChange={selectTab}
        renderActiveTabPanelOnly
        // The sliding indicator is measured once; on a phone the two long titles wrap, so the selected
        // tab is marked by its own underline instead.
        animate={false}
        size="large"
      >
        <Tab
          id={TAB_FILES}
          title={t("procTabFiles")}
          panel={<ProcurementFilesTab procurement={node} onRefresh={retry} />}
        />
        <Tab
          id={TAB_DOCUMENTS}
          title={titleOf(t("procTabDocuments"), counts?.documents)}
          panel={
            link ? (
              <RequiredDocumentsTable
                // A different supplier is a different table: its paging and search start over.
                key={link.id}
                procurementSupplier={link}
                viewerKind={viewer.kind}
                permissions={permissions}
                refreshCount={refreshCount}
              />
            ) : (
              <NonIdealState title={t("procNoSupplierTitle")} description={t("procNoSupplierText")} />
            )
          }
        />
        <Tab
          id={TAB_WORKERS}
          title={titleOf(t("wrkTabTitle"), counts?.workers)}
          panel={
            link ? (
              <ProcurementWorkersTab
                key={link.id}
                procurementId={node.id}
                viewerKind={viewer.kind}
                // The supplier the card is about (the customer's picker, or the supplier user's own): the
                // server lists that supplier's workers only.
                supplierId={link.supplier.id}
                permissions={permissions}
                refreshCount={refreshCount}
              />
            ) : (
              <NonIdealState title={t("procNoSupplierTitle")} description={t("procNoSupplierText")} />
            )
          }
        />
        <Tab
          id={TAB_VEHICLES}
          title={titleOf(t("elTabVehicles"), counts?.vehicles)}
          panel={
            link ? (
              <ElementsTab key={link.id} tab="vehicles" procurementSupplierId={link.id} viewerKind={viewer.kind} permissions={permissions} refreshCount={refreshCount} />
            ) : (
              <NonIdealState title={t("procNoSupplierTitle")} description={t("procNoSupplierText")} />
            )
          }
        />
        <Tab
          id={TAB_MACHINERY}
          title={titleOf(t("elTabMachinery"), counts?.machinery)}
          panel={
            link ? (
              <ElementsTab key={link.id} tab="machinery" procurementSupplierId={link.id} viewerKind={viewer.kind} permissions={permissions} refreshCount={refreshCount} />
            ) : (
              <NonIdealState title={t("procNoSupplierTitle")} description={t("procNoSupplierText")} />
            )
          }
        />
        <Tab id={TAB_SUBSTANCES} title={titleOf(t("subTabTitle"), counts?.substances)} panel={link ? <SubstancesTab key={link.id} procurementSupplierId={link.id} viewerKind={viewer.kind} permissions={permissions} refreshCount={refreshCount} /> : undefined} />
      </Tabs>
    </div>
  );
}
