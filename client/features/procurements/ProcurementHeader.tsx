// The procurement card's header (spec "Procurement card", header and controls): "APPALTO: {label}",
// "Data di avvio: … | Data conclusione …", the procurement's traffic light, and for user level 3 or
// more the edit (supplier in the procurement) and refresh buttons.
import { useState, type ReactNode } from "react";
import { Button, Card, Classes, H2 } from "@blueprintjs/core";
import { EditIcon, RefreshIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import type { ProcurementHeader_procurement$key } from "../../__generated__/ProcurementHeader_procurement.graphql";
import type { ProcurementSupplierDialog_procurementSupplier$key } from "../../__generated__/ProcurementSupplierDialog_procurementSupplier.graphql";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { ProcurementSupplierDialog } from "./ProcurementSupplierDialog";

const fragment = graphql`
  fragment ProcurementHeader_procurement on Procurement {
    label
    dateStart
    dateEnd
    trafficLight
  }
`;

export function ProcurementHeader(props: {
  procurement: ProcurementHeader_procurement$key;
  // The supplier whose information "Modifica" edits; null hides the button.
  supplierLink: ProcurementSupplierDialog_procurementSupplier$key | null;
  canEdit: boolean;
  onRefresh: () => Promise<void>;
  children?: ReactNode;
}) {
  const procurement = useFragment(fragment, props.procurement);
  const [editing, setEditing] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await props.onRefresh();
    } catch {
      // The network layer has shown the error toast; the page keeps what it had and says the refresh failed.
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Card className="procurement-header" elevation={1}>
      <div className="procurement-header__top">
        <div className="procurement-header__heading">
          <H2 className="procurement-header__title">
            <span className="procurement-header__prefix">{t("procHeading")}</span> {procurement.label}
          </H2>
          <p className="procurement-header__dates">
            <span className="procurement-header__date">
              {t("procDateStart")} <DateOrMissing date={procurement.dateStart} missing={t("procDateMissing")} />
            </span>
            <span className="procurement-header__separator"> | </span>
            <span className="procurement-header__date">
              {t("procDateEnd")} <DateOrMissing date={procurement.dateEnd} missing={t("procDateMissing")} />
            </span>
          </p>
        </div>
        {props.canEdit ? (
          <div className="procurement-header__actions">
            {props.supplierLink ? (
              <Button
                icon={<EditIcon />}
                variant="outlined"
                text={t("procEdit")}
                title={t("procEditSupplierInfo")}
                onClick={() => setEditing(true)}
              />
            ) : null}
            <Button
              icon={<RefreshIcon />}
              variant="minimal"
              text={<span className="hide-on-phone">{t("refresh")}</span>}
              aria-label={t("refresh")}
              title={t("refresh")}
              loading={refreshing}
              onClick={() => void refresh()}
            />
          </div>
        ) : null}
      </div>
      <div className="procurement-header__light">
        <span className="procurement-header__light-label">{t("procTrafficLight")}:</span>
        <TrafficLightCell value={procurement.trafficLight} />
      </div>
      {props.children}
      {props.supplierLink && editing ? (
        <ProcurementSupplierDialog procurementSupplier={props.supplierLink} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}

// A date, or a muted "non indicata" where the procurement has none, rather than a label followed by nothing.
function DateOrMissing(props: { date: string | null | undefined; missing: string }) {
  const shown = formatDate(props.date);
  return shown ? <>{shown}</> : <span className={Classes.TEXT_MUTED}>{props.missing}</span>;
}
