// The supplier home's header card (spec section 2), reloaded from the server by its refresh button, with
// the edit form (the company e-mail), the password change form and the user's expiry reminders switch.
import { lazy, Suspense, useState } from "react";
import { Button } from "@blueprintjs/core";
import { EditIcon } from "@blueprintjs/icons";
import { graphql } from "react-relay/hooks";
import type { SupplierHeaderCard_supplier$key } from "../../__generated__/SupplierHeaderCard_supplier.graphql";
import type { SupplierHeaderCardRefetchQuery } from "../../__generated__/SupplierHeaderCardRefetchQuery.graphql";
import type { ExpiryRemindersButton_user$key } from "../../__generated__/ExpiryRemindersButton_user.graphql";
import { CompanyHeaderCard } from "../../components/CompanyHeaderCard";
import { t } from "../../i18n/i18n";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";
import { ChangePasswordButton } from "../account/ChangePasswordButton";
import { ExpiryRemindersButton } from "../account/ExpiryRemindersButton";

// The form (and the form library with it) is fetched when the user opens it, not with the first load of /home.
const SupplierEditDialog = lazy(async () => ({ default: (await import("./SupplierEditDialog")).SupplierEditDialog }));

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
    ...SupplierEditDialog_supplier
  }
`;

export function SupplierHeaderCard({ supplier, user }: { supplier: SupplierHeaderCard_supplier$key; user: ExpiryRemindersButton_user$key }) {
  const [data, refetch] = useRefetchKeepingData<SupplierHeaderCardRefetchQuery, SupplierHeaderCard_supplier$key>(
    fragment,
    supplier,
  );
  const [editing, setEditing] = useState(false);
  return (
    <>
      <CompanyHeaderCard
        className="supplier-header"
        company={data}
        subtitle={t("companyData")}
        onRefresh={() => refetch({}, { force: true })}
        actions={
          <>
            <Button
              icon={<EditIcon />}
              variant="minimal"
              text={<span className="hide-on-phone">{t("homeEdit")}</span>}
              aria-label={t("homeEditSupplierTitle")}
              title={t("homeEditSupplierTitle")}
              onClick={() => setEditing(true)}
            />
            <ChangePasswordButton />
            <ExpiryRemindersButton user={user} />
          </>
        }
      />
      {editing && (
        <Suspense fallback={null}>
          <SupplierEditDialog supplier={data} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
