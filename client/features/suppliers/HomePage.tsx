// /home: the supplier dashboard; a customer user sees its own company (its procurements and approvals join
// it later). A worker opening it lands on /medicine (the worker's own area).
import { NonIdealState } from "@blueprintjs/core";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Navigate, useLoaderData } from "react-router-dom";
import type { HomeRouteQuery } from "../../__generated__/HomeRouteQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { t } from "../../i18n/i18n";
import { homeRouteQuery } from "./HomeRoute.query";
import { SupplierHeaderCard } from "./SupplierHeaderCard";
import { CustomerHeaderCard } from "../customers/CustomerHeaderCard";
import { OfficeIcon } from "@blueprintjs/icons";

export function HomePage() {
  const queryReference = useLoaderData<PreloadedQuery<HomeRouteQuery>>();
  const { viewer } = usePreloadedQuery<HomeRouteQuery>(homeRouteQuery, queryReference);
  // No viewer: the server refused the token and the shell is ending the session.
  if (!viewer) return <PageSpinner />;
  if (viewer.kind === "WORKER") return <Navigate to="/medicine" replace />;
  return (
    <div className="page">
      {viewer.supplier ? (
        <SupplierHeaderCard supplier={viewer.supplier} />
      ) : viewer.customer ? (
        <CustomerHeaderCard customer={viewer.customer} />
      ) : (
        <NonIdealState icon={<OfficeIcon size={48} />} title={t("noSupplier")} />
      )}
    </div>
  );
}
