// The worker's medical visits: started by the router's loader, read by MedicinePage.
import { graphql } from "react-relay/hooks";

export const medicineRouteQuery = graphql`
  query MedicineRouteQuery {
    viewer {
      id
      worker {
        id
        firstName
        lastName
        ...ExaminationsTable_worker
        ...UpcomingAppointments_worker
      }
    }
    # A supplier's worker has no visits here: their own area instead (null for anyone else).
    ownSupplierWorkerArea {
      ...SupplierWorkerAreaView_area
    }
  }
`;
