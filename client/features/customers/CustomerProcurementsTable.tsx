// The customer user's "Elenco appalti": its company's procurements, paged, sorted and searched on the server.
import { graphql } from "react-relay/hooks";
import type { CustomerProcurementsTable_customer$key } from "../../__generated__/CustomerProcurementsTable_customer.graphql";
import type {
  ProcurementOrderField,
  CustomerProcurementsTableRefetchQuery,
} from "../../__generated__/CustomerProcurementsTableRefetchQuery.graphql";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { PROCUREMENTS_DEFAULT_ORDER, ProcurementsCard, type ProcurementRow } from "../suppliers/ProcurementsCard";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";

// The defaults equal useConnectionTable's: start date, descending (spec section 9). The page size has no
// default here: Relay sends a variable's default in place of null, and the last page needs `first: null`;
// the route query gives the first page's size with @arguments(first: 10).
const fragment = graphql`
  fragment CustomerProcurementsTable_customer on Customer
  @refetchable(queryName: "CustomerProcurementsTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "ProcurementOrderField", defaultValue: DATE_START }
    direction: { type: "SortDirection", defaultValue: DESC }
  ) {
    procurements(
      first: $first
      after: $after
      last: $last
      before: $before
      search: $search
      orderBy: $orderBy
      direction: $direction
    ) {
      totalCount
      pageInfo {
        startCursor
        endCursor
      }
      edges {
        node {
          id
          label
          dateStart
          dateEnd
          note
        }
      }
    }
  }
`;

export function CustomerProcurementsTable({ customer }: { customer: CustomerProcurementsTable_customer$key }) {
  const [data, refetch] = useRefetchKeepingData<CustomerProcurementsTableRefetchQuery, CustomerProcurementsTable_customer$key>(
    fragment,
    customer,
  );
  const table = useConnectionTable<ProcurementRow, ProcurementOrderField>({
    connection: data.procurements,
    refetch,
    defaultOrderBy: PROCUREMENTS_DEFAULT_ORDER,
  });
  return <ProcurementsCard table={table} className="home-procurements" />;
}
