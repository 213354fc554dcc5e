// The customer's own company on /home, with the same card, refresh and password change as the supplier's.
import { graphql } from "react-relay/hooks";
import type { CustomerHeaderCard_customer$key } from "../../__generated__/CustomerHeaderCard_customer.graphql";
import type { CustomerHeaderCardRefetchQuery } from "../../__generated__/CustomerHeaderCardRefetchQuery.graphql";
import { CompanyHeaderCard } from "../../components/CompanyHeaderCard";
import { t } from "../../i18n/i18n";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";
import { ChangePasswordButton } from "../account/ChangePasswordButton";

const fragment = graphql`
  fragment CustomerHeaderCard_customer on Customer @refetchable(queryName: "CustomerHeaderCardRefetchQuery") {
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

export function CustomerHeaderCard({ customer }: { customer: CustomerHeaderCard_customer$key }) {
  const [data, refetch] = useRefetchKeepingData<CustomerHeaderCardRefetchQuery, CustomerHeaderCard_customer$key>(
    fragment,
    customer,
  );
  return (
    <CompanyHeaderCard
      className="customer-header"
      company={data}
      subtitle={t("customerCompanyData")}
      onRefresh={() => refetch({}, { force: true })}
      actions={<ChangePasswordButton />}
    />
  );
}
