// /home: the supplier dashboard (header card; tabs Appalti, Documenti, Lavoratori); a customer user sees
// its own company and its procurements. A worker opening it lands on /medicine (the worker's own area).
// The open tab is kept in the address (?tab=...), so reloading or going back returns to it.
import "./home.css";
import { lazy, Suspense, useState } from "react";
import { NonIdealState, Tab, Tabs } from "@blueprintjs/core";
import { OfficeIcon } from "@blueprintjs/icons";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Navigate, useLoaderData, useSearchParams } from "react-router-dom";
import type { HomeRouteQuery } from "../../__generated__/HomeRouteQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { t } from "../../i18n/i18n";
import { CustomerHeaderCard } from "../customers/CustomerHeaderCard";
import { CustomerProcurementsTable } from "../customers/CustomerProcurementsTable";
import { homeRouteQuery } from "./HomeRoute.query";
import { SupplierHeaderCard } from "./SupplierHeaderCard";
import { SupplierProcurementsTable } from "./SupplierProcurementsTable";

// The Documenti and Lavoratori tabs (their tables, forms and upload) arrive when first opened: the first load
// of /home carries the Appalti tab's code only. Their data still comes with the home's one query.
const SupplierAttachmentsTable = lazy(async () => ({ default: (await import("./SupplierAttachmentsTable")).SupplierAttachmentsTable }));
const SupplierWorkersTable = lazy(async () => ({ default: (await import("./SupplierWorkersTable")).SupplierWorkersTable }));
// The customer administrators' API keys (when the server allows manageApiKeys): loaded, with its own query, only for them.
const ApiKeysCard = lazy(async () => ({ default: (await import("../customers/ApiKeysCard")).ApiKeysCard }));
const WebhooksCard = lazy(async () => ({ default: (await import("../customers/WebhooksCard")).WebhooksCard }));

const TABS = ["appalti", "documenti", "lavoratori"] as const;
type HomeTab = (typeof TABS)[number];

function isHomeTab(value: string | null): value is HomeTab {
  return (TABS as ReadonlyArray<string | null>).includes(value);
}

export function HomePage() {
  const queryReference = useLoaderData<PreloadedQuery<HomeRouteQuery>>();
  const { viewer } = usePreloadedQuery<HomeRouteQuery>(homeRouteQuery, queryReference);
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get("tab");
  const tab: HomeTab = isHomeTab(requestedTab) ? requestedTab : "appalti";
  // A panel mounts the first time its tab opens and then stays mounted, so the first load renders one table
  // instead of three (most of the page's first render) and a tab still keeps its page, sort and search.
  const [openedTabs, setOpenedTabs] = useState<ReadonlySet<HomeTab>>(() => new Set([tab]));
  if (!openedTabs.has(tab)) setOpenedTabs(new Set([...openedTabs, tab]));
  const panelOf = (id: HomeTab, panel: JSX.Element) =>
    openedTabs.has(id) ? <Suspense fallback={<PageSpinner />}>{panel}</Suspense> : <></>;

  // No viewer: the server refused the token and the shell is ending the session.
  if (!viewer) return <PageSpinner />;
  if (viewer.kind === "WORKER") return <Navigate to="/medicine" replace />;

  if (viewer.supplier) {
    const supplier = viewer.supplier;
    return (
      <div className="page home-page">
        <SupplierHeaderCard supplier={supplier} user={viewer} />
        {/* Once opened, a panel stays mounted: a tab keeps its page, sort and search when the user comes back to it. */}
        <Tabs
          id="home-tabs"
          className="home-tabs"
          aria-label={t("homeTabs")}
          selectedTabId={tab}
          onChange={(next) => setSearchParams(next === "appalti" ? {} : { tab: String(next) }, { replace: true, preventScrollReset: true })}
          // The sliding indicator measures the tabs' layout on every render (a forced reflow of the whole page,
          // the costliest call of the first render); the selected tab keeps Blueprint's own underline instead.
          animate={false}
          size="large"
        >
          <Tab
            id="appalti"
            title={t("homeTabProcurements")}
            panel={panelOf("appalti", <SupplierProcurementsTable supplier={supplier} />)}
          />
          <Tab
            id="documenti"
            title={t("homeTabDocuments")}
            panel={panelOf("documenti", <SupplierAttachmentsTable supplier={supplier} permissions={viewer.permissions} />)}
          />
          <Tab
            id="lavoratori"
            title={t("homeTabWorkers")}
            panel={panelOf("lavoratori", <SupplierWorkersTable supplier={supplier} permissions={viewer.permissions} />)}
          />
        </Tabs>
      </div>
    );
  }
  if (viewer.customer) {
    return (
      <div className="page home-page">
        <CustomerHeaderCard customer={viewer.customer} />
        <CustomerProcurementsTable customer={viewer.customer} canCreate={viewer.permissions.editProcurements.allowed} />
        {viewer.permissions.manageApiKeys.allowed && (
          <Suspense fallback={<PageSpinner />}>
            <ApiKeysCard />
          </Suspense>
        )}
        {viewer.permissions.manageWebhooks.allowed && (
          <Suspense fallback={<PageSpinner />}>
            <WebhooksCard />
          </Suspense>
        )}
      </div>
    );
  }
  return (
    <div className="page home-page">
      <NonIdealState icon={<OfficeIcon size={48} />} title={t("noSupplier")} />
    </div>
  );
}
