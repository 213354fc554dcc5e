// Said beside data that could not be reloaded (issue 7): the data stays on screen, this line says it
// may be out of date and offers to try again. The server's own message has already come as a toast.
import { Button, Callout, Intent } from "@blueprintjs/core";
import { RefreshIcon, WarningSignIcon } from "@blueprintjs/icons";
import { t } from "../i18n/i18n";

export function RefreshFailedNotice({ onRetry, retrying = false, className }: { onRetry?: () => void; retrying?: boolean; className?: string }) {
  return (
    <Callout
      intent={Intent.WARNING}
      icon={<WarningSignIcon />}
      compact
      role="status"
      className={`refresh-failed${className ? ` ${className}` : ""}`}
    >
      <span className="refresh-failed__text">{t("refreshFailed")}</span>
      {onRetry ? (
        <Button
          className="refresh-failed__retry"
          size="small"
          variant="outlined"
          icon={<RefreshIcon />}
          text={t("retry")}
          loading={retrying}
          onClick={onRetry}
        />
      ) : null}
    </Callout>
  );
}
