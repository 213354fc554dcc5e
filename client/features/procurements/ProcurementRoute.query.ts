// The procurement card's one query, started by the router's loader (routes/router.tsx) with the
// procurement's global id and, for customer users, the supplier chosen in the picker (?supplier=).
import { graphql } from "react-relay/hooks";

export const procurementRouteQuery = graphql`
  query ProcurementRouteQuery($id: ID!, $supplierId: ID) {
    viewer {
      id
      kind
    }
    node(id: $id) {
      # Aliased: null unless the id is a Procurement the viewer may see.
      ... on Procurement @alias(as: "procurement") {
        id
        # Closed: read-only, so the tabs carry no counts.
        closedAt
        # The server's answers for this user on this procurement (on a closed one every change is no, with the
        # reason): the card and each tab read the ones they need.
        viewerPermissions {
          editProcurementInfo {
            allowed
          }
          ...RequiredDocumentsTable_permissions
          ...ProcurementWorkersTab_permissions
          ...ElementsTable_permissions
          ...SubstancesTab_permissions
        }
        suppliers {
          id
          supplier {
            id
          }
        }
        ...ProcurementHeader_procurement
        ...SupplierPicker_procurement
        ...ProcurementFilesTab_procurement
        ...ProcurementSetupBar_procurement
        supplierLink(supplierId: $supplierId) {
          id
          supplier {
            id
          }
          # How many items of each tab need the viewer: the badges beside the tab titles.
          attentionCounts {
            documents
            workers
            vehicles
            machinery
            substances
          }
          ...SupplierLinkSummary_procurementSupplier
          ...ProcurementSupplierDialog_procurementSupplier
          ...RequiredDocumentsTable_procurementSupplier @arguments(first: 10)
        }
      }
    }
  }
`;
