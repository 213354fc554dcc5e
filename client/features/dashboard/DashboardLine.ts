// What a dashboard line shows of an item: where it is, what it is, its state and expiry, and where it is fixed.
import { graphql } from "react-relay/hooks";

export const dashboardLineFragment = graphql`
  fragment DashboardLine_item on DashboardItem @relay(plural: true) {
    procurementId
    procurementLabel
    supplierId
    supplierName
    tab
    label
    state
    expiresOn
    details
    supplierWorkerId
  }
`;
