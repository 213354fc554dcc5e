// The dashboard's one query, started by the router's loader. Each list comes with its first lines (the server pages
// them; DASHBOARD_LINES is its largest page); the counts say how many there are in all.
import { graphql } from "react-relay/hooks";

export const DASHBOARD_LINES = 100;

export const dashboardRouteQuery = graphql`
  query DashboardRouteQuery($lines: Int!) {
    viewer {
      id
      kind
    }
    dashboard {
      itemCount
      items(first: $lines) {
        ...DashboardLine_item
      }
      lightCounts {
        green
        yellow
        red
      }
      procurements(first: $lines) {
        procurementId
        label
        trafficLight
      }
      waitingCount
      waitingTotals {
        total
      }
      waiting(first: $lines) {
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
      expiring(first: $lines) {
        ...DashboardLine_item
      }
    }
  }
`;
