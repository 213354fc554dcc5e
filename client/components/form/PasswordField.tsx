// A password input with the show/hide eye toggle of the reset screen (spec section 2).
import { useState } from "react";
import { Button } from "@blueprintjs/core";
import type { FieldValues } from "react-hook-form";
import { t } from "../../i18n/i18n";
import { TextField, type TextFieldProps } from "./TextField";
import { EyeOffIcon, EyeOpenIcon } from "@blueprintjs/icons";

export function PasswordField<TValues extends FieldValues>(props: Omit<TextFieldProps<TValues>, "type" | "rightElement">) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t("hidePassword") : t("showPassword");
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      rightElement={
        <Button
          variant="minimal"
          icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        />
      }
    />
  );
}
