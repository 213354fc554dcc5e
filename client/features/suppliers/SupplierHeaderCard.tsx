// The supplier home's header card (spec section 2): company, dialable phone, address, municipality,
// and a refresh button that reloads the supplier from the server.
import { useTransition } from "react";
import { Button, Section, SectionCard } from "@blueprintjs/core";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { SupplierHeaderCard_supplier$key } from "../../__generated__/SupplierHeaderCard_supplier.graphql";
import type { SupplierHeaderCardRefetchQuery } from "../../__generated__/SupplierHeaderCardRefetchQuery.graphql";
import { t } from "../../i18n/i18n";
import { OfficeIcon, RefreshIcon } from "@blueprintjs/icons";

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

// tel: links carry digits and a leading + only.
function dialable(phone: string): string {
  return phone.replace(/(?!^\+)[^\d]/g, "");
}

export function SupplierHeaderCard({ supplier }: { supplier: SupplierHeaderCard_supplier$key }) {
  const [data, refetch] = useRefetchableFragment<SupplierHeaderCardRefetchQuery, SupplierHeaderCard_supplier$key>(
    fragment,
    supplier,
  );
  const [isRefreshing, startTransition] = useTransition();
  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: "network-only" });
    });
  const notProvided = <span className="text-muted">{t("notProvided")}</span>;

  return (
    <Section
      className="supplier-header"
      icon={<OfficeIcon />}
      title={<span className="supplier-header__name">{data.companyName}</span>}
      subtitle={t("companyData")}
      elevation={1}
      rightElement={
        <Button
          icon={<RefreshIcon />}
          variant="minimal"
          text={<span className="hide-on-phone">{t("refresh")}</span>}
          aria-label={t("refresh")}
          title={t("refresh")}
          loading={isRefreshing}
          onClick={reload}
        />
      }
    >
      <SectionCard>
        <dl className="detail-list">
          <div className="detail-list__item">
            <dt>{t("phone")}</dt>
            <dd>{data.phone ? <a href={`tel:${dialable(data.phone)}`}>{data.phone}</a> : notProvided}</dd>
          </div>
          <div className="detail-list__item">
            <dt>{t("address")}</dt>
            <dd>{data.address || notProvided}</dd>
          </div>
          <div className="detail-list__item">
            <dt>{t("municipality")}</dt>
            <dd>
              {data.municipality ? `${data.municipality.name} (${data.municipality.province})` : notProvided}
            </dd>
          </div>
        </dl>
      </SectionCard>
    </Section>
  );
}
