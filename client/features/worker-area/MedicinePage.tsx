// /medicine (spec section 2, worker area): the worker's name and "Visite effettuate".
import { H2, H3 } from "@blueprintjs/core";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import type { MedicineRouteQuery } from "../../__generated__/MedicineRouteQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { t } from "../../i18n/i18n";
import { ExaminationsTable } from "./ExaminationsTable";
import { medicineRouteQuery } from "./MedicineRoute.query";
import { NoWorkerNotice } from "./NoWorkerNotice";
import { UpcomingAppointments } from "./UpcomingAppointments";
import { SupplierWorkerAreaView } from "./SupplierWorkerAreaView";

export function MedicinePage() {
  const queryReference = useLoaderData<PreloadedQuery<MedicineRouteQuery>>();
  const { viewer, ownSupplierWorkerArea } = usePreloadedQuery<MedicineRouteQuery>(medicineRouteQuery, queryReference);
  // No viewer: the server refused the token and the shell is ending the session.
  if (!viewer) return <PageSpinner />;
  const worker = viewer.worker;
  if (!worker) return ownSupplierWorkerArea ? <SupplierWorkerAreaView area={ownSupplierWorkerArea} /> : <NoWorkerNotice />;
  return (
    <div className="page">
      <H2 className="page__title">
        {worker.firstName} {worker.lastName}
      </H2>
      <UpcomingAppointments worker={worker} />
      <section className="page-section" aria-labelledby="visits-title">
        <H3 id="visits-title">{t("visitsTitle")}</H3>
        <ExaminationsTable worker={worker} />
      </section>
    </div>
  );
}
