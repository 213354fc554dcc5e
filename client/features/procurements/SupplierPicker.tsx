// The customer's supplier picker: every supplier of the procurement with its own traffic light, so the
// supplier that needs attention is found at a glance. The choice lives in the URL (?supplier=), so a
// reload or a shared link opens the same supplier.
import { Button, Callout, Menu, MenuItem, Popover } from "@blueprintjs/core";
import { CaretDownIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import { useSearchParams } from "react-router-dom";
import type { SupplierPicker_procurement$key } from "../../__generated__/SupplierPicker_procurement.graphql";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import { t } from "../../i18n/i18n";
import { supplierParam } from "../../lib/route-ids";

const fragment = graphql`
  fragment SupplierPicker_procurement on Procurement {
    suppliers {
      id
      trafficLight
      supplier {
        id
        companyName
      }
      parentSupplier {
        companyName
      }
    }
  }
`;

export function SupplierPicker(props: { procurement: SupplierPicker_procurement$key; selectedSupplierId: string | null }) {
  const { suppliers } = useFragment(fragment, props.procurement);
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = suppliers.find((link) => link.supplier.id === props.selectedSupplierId) ?? null;

  const choose = (supplierId: string) => {
    const next = new URLSearchParams(searchParams);
    next.set("supplier", supplierParam(supplierId));
    setSearchParams(next, { preventScrollReset: true });
  };

  // A procurement just created has no supplier yet: a picker with nothing to pick would only puzzle; say what to do.
  if (suppliers.length === 0) {
    return (
      <Callout className="supplier-picker supplier-picker--empty" intent="primary" compact>
        {t("procNoSuppliersYet")}
      </Callout>
    );
  }

  return (
    <div className="supplier-picker">
      <span className="supplier-picker__label" id="supplier-picker-label">
        {t("procSupplierPicker")}
      </span>
      <Popover
        placement="bottom-start"
        minimal
        matchTargetWidth
        content={
          <Menu aria-labelledby="supplier-picker-label" className="supplier-picker__menu">
            {suppliers.map((link) => (
              <MenuItem
                key={link.id}
                roleStructure="listoption"
                selected={link.supplier.id === props.selectedSupplierId}
                text={
                  <span className="supplier-picker__option">
                    <span>{link.supplier.companyName}</span>
                    {link.parentSupplier ? (
                      <span className="supplier-picker__parent">
                        {t("procSubcontractorOf")} {link.parentSupplier.companyName}
                      </span>
                    ) : null}
                  </span>
                }
                labelElement={<TrafficLightCell value={link.trafficLight} />}
                onClick={() => choose(link.supplier.id)}
              />
            ))}
          </Menu>
        }
      >
        <Button
          className="supplier-picker__button"
          aria-labelledby="supplier-picker-label"
          alignText="start"
          fill
          endIcon={<CaretDownIcon />}
          text={
            selected ? (
              <span className="supplier-picker__current">
                <TrafficLightCell value={selected.trafficLight} showLabel={false} />
                <span className="supplier-picker__name">{selected.supplier.companyName}</span>
              </span>
            ) : (
              t("procSupplierPicker")
            )
          }
        />
      </Popover>
    </div>
  );
}
