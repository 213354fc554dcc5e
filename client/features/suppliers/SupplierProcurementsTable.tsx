// The supplier's "Elenco appalti": the procurements it works on with its own light on each, paged, sorted and searched on the server.
import { graphql } from "react-relay/hooks";
import type { SupplierProcurementsTable_supplier$key } from "../../__generated__/SupplierProcurementsTable_supplier.graphql";
import type {
  ProcurementOrderField,
  SupplierProcurementsTableRefetchQuery,
} from "../../__generated__/SupplierProcurementsTableRefetchQuery.graphql";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { PROCUREMENTS_DEFAULT_ORDER, ProcurementsCard, type ProcurementRow } from "./ProcurementsCard";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";

// The defaults equal useConnectionTable's: start date, descending (spec section 9). The page size has no
// default here: Relay sends a variable's default in place of null, and the last page needs `first: null`;
// the route query gives the first page's size with @arguments(first: 10).
const fragment = graphql`
  fragment SupplierProcurementsTable_supplier on Supplier
  @refetchable(queryName: "SupplierProcurementsTableRefetchQuery")
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
          trafficLight
          closedAt
        }
      }
    }
  }
`;

export function SupplierProcurementsTable({ supplier }: { supplier: SupplierProcurementsTable_supplier$key }) {
  const [data, refetch] = useRefetchKeepingData<SupplierProcurementsTableRefetchQuery, SupplierProcurementsTable_supplier$key>(
    fragment,
    supplier,
  );
  const table = useConnectionTable<ProcurementRow, ProcurementOrderField>({
    connection: data.procurements,
    refetch,
    defaultOrderBy: PROCUREMENTS_DEFAULT_ORDER,
  });
  return <ProcurementsCard table={table} className="home-procurements" />;
}
