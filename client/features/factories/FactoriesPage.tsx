// «Stabilimenti» (/factories): the customer's sites, for the users the server lets add and correct them
// (editFactories); the page says why to anyone else.
import { NonIdealState } from "@blueprintjs/core";
import { OfficeIcon } from "@blueprintjs/icons";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { FactoriesPageQuery } from "../../__generated__/FactoriesPageQuery.graphql";
import { t } from "../../i18n/i18n";
import { FactoriesTable } from "./FactoriesTable";

const query = graphql`
  query FactoriesPageQuery {
    viewer {
      permissions {
        editFactories {
          allowed
          reason
        }
      }
      customer {
        ...FactoriesTable_customer @arguments(first: 10)
      }
    }
  }
`;

export function FactoriesPage() {
  // Every visit reads the list again: a site may have been added from a procurement form meanwhile.
  const data = useLazyLoadQuery<FactoriesPageQuery>(query, {}, { fetchPolicy: "store-and-network" });
  const decision = data.viewer?.permissions.editFactories;
  const customer = data.viewer?.customer;
  if (!decision?.allowed || !customer) {
    return (
      <div className="page">
        <NonIdealState icon={<OfficeIcon size={48} />} title={t("factoriesTitle")} description={decision?.reason ?? t("unauthorized")} />
      </div>
    );
  }
  return (
    <div className="page">
      <FactoriesTable customer={customer} />
    </div>
  );
}
