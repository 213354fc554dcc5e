// The supplier home's header card (spec section 2), reloaded from the server by its refresh button.
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { SupplierHeaderCard_supplier$key } from "../../__generated__/SupplierHeaderCard_supplier.graphql";
import type { SupplierHeaderCardRefetchQuery } from "../../__generated__/SupplierHeaderCardRefetchQuery.graphql";
import { CompanyHeaderCard } from "../../components/CompanyHeaderCard";
import { t } from "../../i18n/i18n";

const fragment = graphql`
  fragment SupplierHeaderCard_supplier on Supplier @refetchable(queryName: "SupplierHeaderCardRefetchQuery") {
    id
    companyName
    phone
    address
    municipality {
      name
      province
    }
  }
`;

export function SupplierHeaderCard({ supplier }: { supplier: SupplierHeaderCard_supplier$key }) {
  const [data, refetch] = useRefetchableFragment<SupplierHeaderCardRefetchQuery, SupplierHeaderCard_supplier$key>(
    fragment,
    supplier,
  );
  return (
    <CompanyHeaderCard
      className="supplier-header"
      company={data}
      subtitle={t("companyData")}
      onRefresh={() => refetch({}, { fetchPolicy: "network-only" })}
    />
  );
}
