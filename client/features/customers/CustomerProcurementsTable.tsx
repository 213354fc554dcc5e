// The customer user's "Elenco appalti": its company's procurements with their lights, paged, sorted, searched and
// filtered (in corso, chiusi, tutti) on the server, and "Nuovo appalto" for those the server allows to create.
import { useEffect, useRef, useState } from "react";
import { HTMLSelect } from "@blueprintjs/core";
import { graphql } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import type { CustomerProcurementsTable_customer$key } from "../../__generated__/CustomerProcurementsTable_customer.graphql";
import type {
  ProcurementOrderField,
  ProcurementStateFilter,
  CustomerProcurementsTableRefetchQuery,
} from "../../__generated__/CustomerProcurementsTableRefetchQuery.graphql";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { t } from "../../i18n/i18n";
import { procurementPath } from "../../lib/route-ids";
import { ProcurementFormDialog } from "../procurements/ProcurementFormDialog";
import { PROCUREMENTS_DEFAULT_ORDER, ProcurementsCard, type ProcurementRow } from "../suppliers/ProcurementsCard";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";

// The defaults equal useConnectionTable's: start date, descending (spec section 9). The page size has no
// default here: Relay sends a variable's default in place of null, and the last page needs `first: null`;
// the route query gives the first page's size with @arguments(first: 10). Open procurements first: the ones at work.
const fragment = graphql`
  fragment CustomerProcurementsTable_customer on Customer
  @refetchable(queryName: "CustomerProcurementsTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    search: { type: "String" }
    state: { type: "ProcurementStateFilter", defaultValue: OPEN }
    orderBy: { type: "ProcurementOrderField", defaultValue: DATE_START }
    direction: { type: "SortDirection", defaultValue: DESC }
  ) {
    factories {
      id
      name
    }
    viewerCanEditFactories { allowed }
    procurements(
      first: $first
      after: $after
      last: $last
      before: $before
      search: $search
      state: $state
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

const STATES: ReadonlyArray<{ value: ProcurementStateFilter; label: string }> = [
  { value: "OPEN", label: t("setStateOpen") },
  { value: "CLOSED", label: t("setStateClosed") },
  { value: "ALL", label: t("setStateAll") },
];

export function CustomerProcurementsTable({ customer, canCreate }: { customer: CustomerProcurementsTable_customer$key; canCreate: boolean }) {
  const [data, refetch] = useRefetchKeepingData<CustomerProcurementsTableRefetchQuery, CustomerProcurementsTable_customer$key>(
    fragment,
    customer,
  );
  const navigate = useNavigate();
  const [state, setState] = useState<ProcurementStateFilter>("OPEN");
  const [creating, setCreating] = useState(false);
  const table = useConnectionTable<ProcurementRow, ProcurementOrderField>({
    connection: data.procurements,
    refetch: (variables, options) => refetch({ ...variables, state }, options),
    defaultOrderBy: PROCUREMENTS_DEFAULT_ORDER,
  });
  // Another filter reloads the list with the same search and sort.
  const shownState = useRef(state);
  const { reload } = table;
  useEffect(() => {
    if (shownState.current === state) return;
    shownState.current = state;
    reload();
  }, [state, reload]);

  return (
    <>
      <ProcurementsCard
        table={table}
        className="home-procurements"
        toolbar={{
          ...(canCreate ? { onAdd: () => setCreating(true), addLabel: t("setNewProcurement") } : {}),
          extra: (
            <HTMLSelect
              aria-label={t("setStateFilter")}
              value={state}
              onChange={(event) => setState(event.currentTarget.value as ProcurementStateFilter)}
              options={STATES.map((option) => ({ value: option.value, label: option.label }))}
            />
          ),
        }}
      />
      {creating ? (
        <ProcurementFormDialog
          factories={data.factories}
          canAddFactory={data.viewerCanEditFactories.allowed}
          onClose={() => setCreating(false)}
          onCreated={(id) => navigate(procurementPath(id))}
        />
      ) : null}
    </>
  );
}
