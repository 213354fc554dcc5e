// The side navigation's entries (spec section 2): Login, Home, Dashboard and LogOut. Dashboard is not
// described by the spec: it opens the signed-in user's own start page (suppliers /home, workers
// /medicine). Login is only for someone not signed in, so the signed-in shell leaves it out.
import { Menu, MenuItem } from "@blueprintjs/core";
import { useLocation, useNavigate } from "react-router-dom";
import { t } from "../i18n/i18n";
import { signOut } from "../features/auth/signOut";
import { isAuthenticated } from "../lib/session";
import { DashboardIcon, HomeIcon, LogInIcon, LogOutIcon } from "@blueprintjs/icons";
import type { ReactElement } from "react";

type Entry = { key: string; text: string; icon: ReactElement; path: string | null; signedOutOnly?: boolean };

export function SideNavigation({ dashboardPath, onNavigate }: { dashboardPath: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = isAuthenticated();
  const entries: Entry[] = [
    { key: "login", text: t("navLogin"), icon: <LogInIcon />, path: "/login", signedOutOnly: true },
    { key: "home", text: t("navHome"), icon: <HomeIcon />, path: "/home" },
    { key: "dashboard", text: t("navDashboard"), icon: <DashboardIcon />, path: dashboardPath },
    { key: "logout", text: t("navLogout"), icon: <LogOutIcon />, path: null },
  ];
  return (
    <nav aria-label={t("mainNavigation")}>
      <Menu className="side-navigation" size="large">
        {entries.filter((entry) => !(entry.signedOutOnly && signedIn)).map((entry) => (
          <MenuItem
            key={entry.key}
            icon={entry.icon}
            text={entry.text}
            href={entry.path ?? undefined}
            active={entry.key !== "dashboard" && entry.path === pathname}
            onClick={(event) => {
              event.preventDefault();
              onNavigate?.();
              if (entry.path) navigate(entry.path);
              else signOut();
            }}
          />
        ))}
      </Menu>
    </nav>
  );
}
