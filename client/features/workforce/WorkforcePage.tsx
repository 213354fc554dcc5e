// /workforce: the customer's own workers (spec section 2's generic list with the worker status filter of
// section 4). Anyone the server does not let see a workforce is told why instead of an empty list.
import { Callout, H2 } from "@blueprintjs/core";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import type { WorkforceRouteQuery } from "../../__generated__/WorkforceRouteQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { t } from "../../i18n/i18n";
import { workforceRouteQuery } from "./WorkforceRoute.query";
import { WorkforceTable } from "./WorkforceTable";
import "./workforce.css";

export function WorkforcePage() {
  const queryReference = useLoaderData<PreloadedQuery<WorkforceRouteQuery>>();
  const data = usePreloadedQuery<WorkforceRouteQuery>(workforceRouteQuery, queryReference);
  if (!data.viewer) return <PageSpinner />;
  const permission = data.viewer.permissions.viewWorkforce;
  return (
    <div className="page workforce-page">
      <H2 className="page__title">{t("wfTitle")}</H2>
      {permission.allowed ? <WorkforceTable query={data} reports={data.viewer.permissions.downloadWorkforceReports.allowed} /> : <Callout intent="warning">{permission.reason}</Callout>}
    </div>
  );
}
