// "Cambia password" in the header card of /home, and the form it opens.
import { useState } from "react";
import { Button } from "@blueprintjs/core";
import { KeyIcon } from "@blueprintjs/icons";
import { t } from "../../i18n/i18n";
import { ChangePasswordDialog } from "./ChangePasswordDialog";

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
      {open && <ChangePasswordDialog onClose={() => setOpen(false)} />}
    </>
  );
}
