// The side navigation's entries (spec section 2): Login, Home, Dashboard and LogOut. Dashboard is not
// described by the spec: for a supplier or customer user it opens /dashboard (what needs its company), for a
// worker its own area (/medicine). Login is only for someone not signed in, so the signed-in shell leaves it out.
// A worker has screens of their own (spec section 2, worker area: /medicine and /formation) and the spec's four
// entries reach only the first (Dashboard), so their entries follow Dashboard: "Visite mediche" and "Formazione",
// each only if the server lists it among the viewer's screens (a supplier's worker has no training area).
// A customer's user who decides approvals has «Da approvare», with the number of items waiting beside it.
// Company settings (Requisiti, Stabilimenti, Utenti) show only when the server lets the user change them.
import { Menu, MenuItem, Tag } from "@blueprintjs/core";
import { useLocation, useNavigate } from "react-router-dom";
import { t } from "../i18n/i18n";
import { signOut } from "../features/auth/signOut";
import { isAuthenticated } from "../lib/session";
import { CalendarIcon, DashboardIcon, EndorsedIcon, HomeIcon, LearningIcon, LogInIcon, LogOutIcon, OfficeIcon, PeopleIcon, PropertiesIcon, PulseIcon } from "@blueprintjs/icons";
import type { ReactElement } from "react";

type Entry = { key: string; text: string; icon: ReactElement; path: string | null; signedOutOnly?: boolean; count?: number };

export function SideNavigation({
  dashboardPath,
  workerAreaScreens = [],
  companyUsers = false,
  requirementCatalogue = false,
  factories = false,
  reviewCount = null,
  workforce = false,
  visitCalendar = false,
  onNavigate,
}: {
  dashboardPath: string;
  // The worker-area screens the server says the signed-in user has: their entries are shown.
  workerAreaScreens?: readonly string[];
  // The server lets the signed-in user manage its company's users: the "Utenti" entry is shown.
  companyUsers?: boolean;
  // The server lets the signed-in user edit its customer's catalogue of requirements: the "Requisiti" entry is shown.
  requirementCatalogue?: boolean;
  // The server lets the signed-in user add and correct its customer's sites: the "Stabilimenti" entry is shown.
  factories?: boolean;
  // The server lets the signed-in user use the approvals inbox: its entry, with what waits (null: no entry).
  reviewCount?: number | null;
  // The server lets the signed-in user see its company's own workers: the "Lavoratori" entry is shown.
  workforce?: boolean;
  // The server lets the signed-in user book medical visits: the "Calendario visite" entry is shown.
  visitCalendar?: boolean;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = isAuthenticated();
  const entries: Entry[] = [
    { key: "login", text: t("navLogin"), icon: <LogInIcon />, path: "/login", signedOutOnly: true },
    { key: "home", text: t("navHome"), icon: <HomeIcon />, path: "/home" },
    { key: "dashboard", text: t("navDashboard"), icon: <DashboardIcon />, path: dashboardPath },
    ...(workerAreaScreens.includes("MEDICINE") ? [{ key: "medicine", text: t("navMedicine"), icon: <PulseIcon />, path: "/medicine" }] : []),
    ...(workerAreaScreens.includes("FORMATION") ? [{ key: "formation", text: t("navFormation"), icon: <LearningIcon />, path: "/formation" }] : []),
    ...(requirementCatalogue ? [{ key: "requirements", text: t("navRequirements"), icon: <PropertiesIcon />, path: "/requirements" }] : []),
    ...(factories ? [{ key: "factories", text: t("navFactories"), icon: <OfficeIcon />, path: "/factories" }] : []),
    ...(reviewCount !== null ? [{ key: "review", text: t("navReview"), icon: <EndorsedIcon />, path: "/review", count: reviewCount }] : []),
    ...(workforce ? [{ key: "workforce", text: t("navWorkforce"), icon: <PeopleIcon />, path: "/workforce" }] : []),
    ...(visitCalendar ? [{ key: "calendar", text: t("navCalendar"), icon: <CalendarIcon />, path: "/calendar" }] : []),
    ...(companyUsers ? [{ key: "users", text: t("navUsers"), icon: <PeopleIcon />, path: "/users" }] : []),
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
            labelElement={
              entry.count !== undefined && entry.count > 0 ? (
                <Tag round intent="warning" className="side-navigation__count" data-testid="review-count">
                  {entry.count}
                </Tag>
              ) : undefined
            }
            href={entry.path ?? undefined}
            active={entry.path === pathname && !(workerAreaScreens.length > 0 && entry.key === "dashboard")}
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
