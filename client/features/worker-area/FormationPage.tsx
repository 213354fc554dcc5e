// /formation (spec section 2, worker area): the worker's name and the "Portfolio formazione" table.
import { useCallback } from "react";
import { H2, H3 } from "@blueprintjs/core";
import { fetchQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import type { FormationRouteQuery } from "../../__generated__/FormationRouteQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { t } from "../../i18n/i18n";
import { environment } from "../../relay/environment";
import { formationRouteQuery } from "./FormationRoute.query";
import { NoWorkerNotice } from "./NoWorkerNotice";
import { TrainingPortfolioTable } from "./TrainingPortfolioTable";
import { TrainingStatusLegend } from "./TrainingStatusCell";

export function FormationPage() {
  const queryReference = useLoaderData<PreloadedQuery<FormationRouteQuery>>();
  const { viewer } = usePreloadedQuery<FormationRouteQuery>(formationRouteQuery, queryReference);
  // The refresh button: the answer lands in the store, which redraws the table in place; a failure has
  // already been shown by the network layer.
  const refresh = useCallback(() => {
    fetchQuery<FormationRouteQuery>(environment, formationRouteQuery, {}, { fetchPolicy: "network-only" }).subscribe({ error: () => undefined });
  }, []);
  // No viewer: the server refused the token and the shell is ending the session.
  if (!viewer) return <PageSpinner />;
  const worker = viewer.worker;
  if (!worker) return <NoWorkerNotice />;
  return (
    <div className="page">
      <H2 className="page__title">
        {worker.firstName} {worker.lastName}
      </H2>
      {/* The table's own region and caption carry the title's name; a second region of the same name would only
          be heard twice. */}
      <section className="page-section">
        <H3>{t("frTitle")}</H3>
        <TrainingPortfolioTable worker={worker} onRefresh={refresh} />
        <TrainingStatusLegend />
      </section>
    </div>
  );
}
