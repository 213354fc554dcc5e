// One of the customer's workers: started by the router's loader, read by WorkforceWorkerPage.
import { graphql } from "react-relay/hooks";

export const workforceWorkerRouteQuery = graphql`
  query WorkforceWorkerRouteQuery($id: ID!) {
    viewer {
      id
      permissions {
        editWorkforceFiles {
          allowed
          reason
        }
        deleteWorkforceFiles {
          allowed
          reason
        }
        bookVisits {
          allowed
        }
      }
    }
    node(id: $id) {
      id
      ...WorkforceWorkerRecord_worker @alias(as: "worker")
    }
  }
`;
