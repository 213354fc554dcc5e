// The dashboard's one query, started by the router's loader. Each list comes with its first lines (the server pages
// them; DASHBOARD_LINES is its largest page); the counts say how many there are in all.
import { graphql } from "react-relay/hooks";

export const DASHBOARD_LINES = 100;

export const dashboardRouteQuery = graphql`
  query DashboardRouteQuery($first: Int!) {
    viewer {
      id
      kind
    }
    dashboard {
      itemCount
      items(first: $first) {
        ...DashboardLine_item
      }
      lightCounts {
        green
        yellow
        red
      }
      procurements(first: $first) {
        procurementId
        label
        trafficLight
      }
      waitingCount
      waitingTotals {
        total
      }
      waiting(first: $first) {
        procurementId
        procurementLabel
        supplierId
        supplierName
        counts {
          documents
          workers
          vehicles
          machinery
          substances
          total
        }
      }
      expiringCount
      expiring(first: $first) {
        ...DashboardLine_item
      }
    }
  }
`;
