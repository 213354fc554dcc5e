// The public screens' layout (login, forgot, reset): no authentication, no navigation, the brand above the card.
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { LanguageSelect } from "../components/LanguageSelect";
import { Logo } from "../components/Logo";
import { PageSpinner } from "../components/PageSpinner";
import { t } from "../i18n/i18n";

export function PublicLayout() {
  return (
    <div className="public-layout">
      <header className="public-layout__brand">
        <Logo size={56} />
        <div>
          <div className="public-layout__name">{t("appName")}</div>
          <div className="public-layout__tagline">{t("appTagline")}</div>
        </div>
      </header>
      <main className="public-layout__main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="public-layout__footer">
        <LanguageSelect />
      </footer>
    </div>
  );
}
