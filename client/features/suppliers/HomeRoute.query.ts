// The home's query (supplier or customer company): started by the router's loader, read by HomePage.
import { graphql } from "react-relay/hooks";

export const homeRouteQuery = graphql`
  query HomeRouteQuery {
    viewer {
      id
      kind
      supplier {
        ...SupplierHeaderCard_supplier
      }
      customer {
        ...CustomerHeaderCard_customer
      }
    }
  }
`;
