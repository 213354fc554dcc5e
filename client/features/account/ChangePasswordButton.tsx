// "Cambia password" in the header card of /home, and the form it opens.
import { lazy, Suspense, useState } from "react";
import { Button } from "@blueprintjs/core";
import { KeyIcon } from "@blueprintjs/icons";
import { t } from "../../i18n/i18n";

// Fetched when opened: the first load of /home does not carry the form.
const ChangePasswordDialog = lazy(async () => ({ default: (await import("./ChangePasswordDialog")).ChangePasswordDialog }));

export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<KeyIcon />}
        variant="minimal"
        text={<span className="hide-on-phone">{t("homeChangePassword")}</span>}
        aria-label={t("homeChangePassword")}
        title={t("homeChangePassword")}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
