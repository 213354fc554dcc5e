// The header card of a company (spec section 2, supplier home): name, dialable phone, address,
// municipality, and a refresh button. The supplier's and the customer's home both show one. A refresh
// that fails keeps the card as it was and says so.
import { useState, type ReactNode } from "react";
import { Button, Section, SectionCard } from "@blueprintjs/core";
import { OfficeIcon, RefreshIcon } from "@blueprintjs/icons";
import { t } from "../i18n/i18n";
import { RefreshFailedNotice } from "./RefreshFailedNotice";

export type CompanyCardData = {
  readonly companyName: string;
  readonly phone: string | null | undefined;
  readonly address: string | null | undefined;
  readonly municipality: { readonly name: string; readonly province: string } | null | undefined;
};

// tel: links carry digits and a leading + only.
function dialable(phone: string): string {
  return phone.replace(/(?!^\+)[^\d]/g, "");
}

export function CompanyHeaderCard({
  company,
  subtitle,
  className,
  onRefresh,
  actions,
}: {
  company: CompanyCardData;
  subtitle: string;
  className: string;
  // Reloads the card's data (useRefetchKeepingData); the button spins until it settles, and a
  // rejection leaves the data shown with a notice.
  onRefresh: () => Promise<void>;
  // Buttons of the screen that owns the card (edit, change password), shown before refresh.
  actions?: ReactNode;
}) {
  const [isRefreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    onRefresh()
      .then(() => setFailed(false))
      .catch(() => setFailed(true))
      .finally(() => setRefreshing(false));
  };
  const notProvided = <span className="text-muted">{t("notProvided")}</span>;

  return (
    <Section
      className={`company-header ${className}`}
      icon={<OfficeIcon />}
      title={<span className="company-header__name">{company.companyName}</span>}
      subtitle={subtitle}
      elevation={1}
      rightElement={
        <div className="company-header__actions">
          {actions}
          <Button
            icon={<RefreshIcon />}
            variant="minimal"
            text={<span className="hide-on-phone">{t("refresh")}</span>}
            aria-label={t("refresh")}
            title={t("refresh")}
            loading={isRefreshing}
            onClick={refresh}
          />
        </div>
      }
    >
      <SectionCard>
        {failed ? <RefreshFailedNotice onRetry={refresh} retrying={isRefreshing} className="company-header__refresh-failed" /> : null}
        <dl className="detail-list">
          <div className="detail-list__item">
            <dt>{t("phone")}</dt>
            <dd>{company.phone ? <a href={`tel:${dialable(company.phone)}`}>{company.phone}</a> : notProvided}</dd>
          </div>
          <div className="detail-list__item">
            <dt>{t("address")}</dt>
            <dd>{company.address || notProvided}</dd>
          </div>
          <div className="detail-list__item">
            <dt>{t("municipality")}</dt>
            <dd>
              {company.municipality ? `${company.municipality.name} (${company.municipality.province})` : notProvided}
            </dd>
          </div>
        </dl>
      </SectionCard>
    </Section>
  );
}
