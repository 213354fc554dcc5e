// The customer's workforce list: started by the router's loader, read by WorkforcePage.
import { graphql } from "react-relay/hooks";

export const workforceRouteQuery = graphql`
  query WorkforceRouteQuery {
    viewer {
      id
      kind
      permissions {
        viewWorkforce {
          allowed
          reason
        }
        downloadWorkforceReports {
          allowed
        }
      }
    }
    ...WorkforceTable_query @arguments(first: 10)
  }
`;
