// /dashboard: what needs the signed-in user's company across its open procurements. A supplier user: what to fix,
// each line leading to the row that fixes it. A customer user: its procurements by light, what waits for its
// approval, what expires within 30 days. A worker's dashboard is its own area (/medicine).
import "./dashboard.css";
import { useCallback, useTransition } from "react";
import { Section, SectionCard } from "@blueprintjs/core";
import { DashboardIcon } from "@blueprintjs/icons";
import { fetchQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Navigate, useLoaderData } from "react-router-dom";
import type { DashboardRouteQuery } from "../../__generated__/DashboardRouteQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { t } from "../../i18n/i18n";
import { environment } from "../../relay/environment";
import { CustomerOverview } from "./CustomerOverview";
import { DashboardLinesTable } from "./DashboardLinesTable";
import { dashboardRouteQuery } from "./DashboardRoute.query";

export function DashboardPage() {
  const queryReference = useLoaderData<PreloadedQuery<DashboardRouteQuery>>();
  const { viewer, dashboard } = usePreloadedQuery<DashboardRouteQuery>(dashboardRouteQuery, queryReference);
  const [, startTransition] = useTransition();
  // The answer goes into the store, which updates the page in place.
  const refresh = useCallback(() => {
    startTransition(() => {
      fetchQuery<DashboardRouteQuery>(environment, dashboardRouteQuery, queryReference.variables, { fetchPolicy: "network-only" }).subscribe({});
    });
  }, [queryReference.variables]);

  if (!viewer) return <PageSpinner />;
  if (viewer.kind === "WORKER") return <Navigate to="/medicine" replace />;
  return (
    <div className="page dashboard-page">
      <h1 className="dashboard-page__title">{t("dashTitle")}</h1>
      {viewer.kind === "CUSTOMER" ? (
        <CustomerOverview dashboard={dashboard} viewerKind={viewer.kind} onRefresh={refresh} />
      ) : (
        <>
          <p className="dashboard-page__intro">{t("dashSupplierIntro")}</p>
          <Section
            className="dashboard-section"
            title={t("dashSupplierTable")}
            subtitle={dashboard.itemCount ? t("dashToFixCount").replace("{count}", String(dashboard.itemCount)) : undefined}
            icon={<DashboardIcon />}
            elevation={1}
          >
            <SectionCard padded={false}>
              {dashboard.items ? (
                <DashboardLinesTable lines={dashboard.items} viewerKind={viewer.kind} label={t("dashSupplierTable")} emptyText={t("dashNothingToFix")} showSupplier={false} onRefresh={refresh} />
              ) : null}
            </SectionCard>
          </Section>
        </>
      )}
    </div>
  );
}
