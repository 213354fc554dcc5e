// The one short line under a table's toolbar (or above a screen's list) saying what the user's level allows and
// what level the closed actions need, so buttons missing for a level-1 or level-3 user do not vanish unexplained.
import { Classes, Text } from "@blueprintjs/core";
import { InfoSignIcon } from "@blueprintjs/icons";
import { permissionHint, type ScreenAction } from "../lib/permission-hint";

export function PermissionHint(props: {
  actions: ReadonlyArray<ScreenAction>;
  // A sentence said first, when the hint is shown (why a file is closed, for example).
  lead?: string;
  className?: string;
}) {
  const text = permissionHint(props.actions);
  if (!text) return null;
  return (
    <Text tagName="p" className={`permission-hint ${Classes.TEXT_MUTED}${props.className ? ` ${props.className}` : ""}`} data-testid="permission-hint">
      <InfoSignIcon aria-hidden className="permission-hint__icon" />
      <span>{props.lead ? `${props.lead} ${text}` : text}</span>
    </Text>
  );
}
