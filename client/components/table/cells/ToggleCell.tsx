// An on/off switch in a row (spec "toggleBtn", e.g. a document's mandatory flag). It shows the new
// position while the change is saved, and goes back if the save fails.
import { useState } from "react";
import { Switch } from "@blueprintjs/core";

export function ToggleCell({
  checked,
  label,
  onChange,
  disabled = false,
}: {
  checked: boolean;
  // The switch's accessible name (the column header is not enough inside a row).
  label: string;
  onChange: (next: boolean) => void | Promise<unknown>;
  disabled?: boolean;
}) {
  const [pending, setPending] = useState<boolean | null>(null);
  return (
    <Switch
      className="cell-toggle"
      checked={pending ?? checked}
      aria-label={label}
      disabled={disabled || pending !== null}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        const result = onChange(next);
        if (!(result instanceof Promise)) return;
        setPending(next);
        result.catch(() => undefined).finally(() => setPending(null));
      }}
    />
  );
}
