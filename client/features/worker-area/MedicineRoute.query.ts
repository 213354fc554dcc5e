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
  }
`;
