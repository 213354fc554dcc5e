// What an address that matches no screen shows (a typo, an old bookmark, a screen not built yet),
// instead of silently landing on /home: the address itself and a way home.
import { Button, Intent, NonIdealState } from "@blueprintjs/core";
import { HomeIcon, SearchIcon } from "@blueprintjs/icons";
import { useLocation, useNavigate } from "react-router-dom";
import { fillText } from "../components/table/text-template";
import { t } from "../i18n/i18n";

export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="page not-found-page">
      <NonIdealState
        icon={<SearchIcon size={48} />}
        title={t("notFoundTitle")}
        description={fillText(t("notFoundText"), { path: pathname })}
        action={<Button intent={Intent.PRIMARY} icon={<HomeIcon />} text={t("goHome")} onClick={() => navigate("/home")} />}
      />
    </div>
  );
}
