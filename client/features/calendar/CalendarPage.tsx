// /calendar: the customer's visit calendar. The page opens the data dialog in calendar mode (VisitCalendarDialog);
// whoever may not book is told why, in the server's words.
import { useEffect, useState } from "react";
import { Button, Callout, H2, Intent } from "@blueprintjs/core";
import { CalendarIcon } from "@blueprintjs/icons";
import { PageSpinner } from "../../components/PageSpinner";
import { t } from "../../i18n/i18n";
import { calendarApi } from "./calendar-api";
import { VisitCalendarDialog } from "./VisitCalendarDialog";

export function CalendarPage() {
  const [access, setAccess] = useState<{ allowed: boolean; reason: string | null } | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void calendarApi.options("").then((result) => setAccess(result.ok ? { allowed: true, reason: null } : { allowed: false, reason: result.message }));
  }, []);

  if (!access) return <PageSpinner />;
  return (
    <div className="page">
      <H2 className="page__title">{t("calTitle")}</H2>
      {access.allowed ? (
        <>
          <p>{t("calIntro")}</p>
          <Button intent={Intent.PRIMARY} icon={<CalendarIcon />} text={t("calBook")} onClick={() => setOpen(true)} />
          {open ? <VisitCalendarDialog isOpen onClose={() => setOpen(false)} /> : null}
        </>
      ) : (
        <Callout intent={Intent.WARNING}>{access.reason ?? t("unauthorized")}</Callout>
      )}
    </div>
  );
}
