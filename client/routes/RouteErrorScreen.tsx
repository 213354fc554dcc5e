// What a route shows when its data or code cannot be loaded. The network layer has already shown
// the server's message as a toast; this screen offers a way on.
import { Button, Intent, NonIdealState } from "@blueprintjs/core";
import { isRouteErrorResponse, useNavigate, useRouteError } from "react-router-dom";
import { t } from "../i18n/i18n";
import { ErrorIcon, HomeIcon, RefreshIcon } from "@blueprintjs/icons";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error && error.message) return error.message;
  return t("unexpectedError");
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  console.error(error);
  return (
    <div className="page">
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={t("pageErrorTitle")}
        description={describe(error)}
        action={
          <div className="button-row">
            <Button intent={Intent.PRIMARY} icon={<RefreshIcon />} text={t("retry")} onClick={() => window.location.reload()} />
            <Button icon={<HomeIcon />} text={t("goHome")} onClick={() => navigate("/home")} />
          </div>
        }
      />
    </div>
  );
}
