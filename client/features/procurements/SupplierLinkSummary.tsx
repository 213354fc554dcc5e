// The supplier shown by the card: its name (a picker for customer users), its own traffic light, the
// note and "Subappaltatore di" of its place in the procurement.
import { graphql, useFragment } from "react-relay/hooks";
import type { SupplierLinkSummary_procurementSupplier$key } from "../../__generated__/SupplierLinkSummary_procurementSupplier.graphql";
import type { SupplierPicker_procurement$key } from "../../__generated__/SupplierPicker_procurement.graphql";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import { t } from "../../i18n/i18n";
import { SupplierPicker } from "./SupplierPicker";

const fragment = graphql`
  fragment SupplierLinkSummary_procurementSupplier on ProcurementSupplier {
    note
    trafficLight
    supplier {
      id
      companyName
    }
    parentSupplier {
      companyName
    }
  }
`;

export function SupplierLinkSummary(props: {
  procurement: SupplierPicker_procurement$key;
  supplierLink: SupplierLinkSummary_procurementSupplier$key | null;
  showPicker: boolean;
}) {
  const link = useFragment(fragment, props.supplierLink);
  return (
    <div className="supplier-summary">
      {props.showPicker ? (
        <SupplierPicker procurement={props.procurement} selectedSupplierId={link?.supplier.id ?? null} />
      ) : null}
      {link ? (
        <dl className="supplier-summary__details">
          {props.showPicker ? (
            <div className="supplier-summary__item">
              <dt>{t("procSupplierTrafficLight")}</dt>
              <dd>
                <TrafficLightCell value={link.trafficLight} />
              </dd>
            </div>
          ) : (
            <div className="supplier-summary__item">
              <dt>{t("procSupplierPicker")}</dt>
              <dd>{link.supplier.companyName}</dd>
            </div>
          )}
          {link.parentSupplier ? (
            <div className="supplier-summary__item">
              <dt>{t("procSubcontractorOf")}</dt>
              <dd>{link.parentSupplier.companyName}</dd>
            </div>
          ) : null}
          {link.note ? (
            <div className="supplier-summary__item supplier-summary__item--wide">
              <dt>{t("procSupplierNote")}</dt>
              <dd>{link.note}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
