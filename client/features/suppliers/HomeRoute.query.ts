// The home's query (supplier or customer company): started by the router's loader, read by HomePage.
// Every table's first page comes with it, so /home costs one round trip. The page sizes are the tables'
// (useConnectionTable's pageSize): 10, and 20 for the documents (spec section 9).
import { graphql } from "react-relay/hooks";

export const homeRouteQuery = graphql`
  query HomeRouteQuery {
    viewer {
      id
      kind
      # The server's answers for this user: each table reads the ones it needs.
      permissions {
        manageApiKeys {
          allowed
        }
        manageWebhooks {
          allowed
        }
        editProcurements {
          allowed
        }
        ...SupplierAttachmentsTable_permissions
        ...SupplierWorkersTable_permissions
      }
      ...ExpiryRemindersButton_user
      supplier {
        ...SupplierHeaderCard_supplier
        ...SupplierProcurementsTable_supplier @arguments(first: 10)
        ...SupplierAttachmentsTable_supplier @arguments(first: 20)
        ...SupplierWorkersTable_supplier @arguments(first: 10)
      }
      customer {
        ...CustomerHeaderCard_customer
        ...CustomerProcurementsTable_customer @arguments(first: 10)
      }
    }
  }
`;
