// The signed-in shell (spec section 2 "Shell"): a top toolbar with the logo and logout, and a side
// navigation with Login, Home, Dashboard and LogOut, collapsed into a drawer on phones.
import { Suspense, useEffect, useState } from "react";
import { Alignment, Button, Drawer, DrawerSize, Navbar, NavbarGroup, Position } from "@blueprintjs/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, Outlet, ScrollRestoration, useLoaderData } from "react-router-dom";
import type { ProtectedLayoutQuery } from "../__generated__/ProtectedLayoutQuery.graphql";
import { LanguageSelect } from "../components/LanguageSelect";
import { Logo } from "../components/Logo";
import { PageSpinner } from "../components/PageSpinner";
import { showError } from "../components/toaster";
import { t } from "../i18n/i18n";
import { endSession } from "../lib/session";
import { signOut } from "../features/auth/signOut";
import { SideNavigation } from "./SideNavigation";
import { LogOutIcon, MenuIcon } from "@blueprintjs/icons";
import { setUploadMaxBytes } from "../components/form/file-rules";

export const protectedLayoutQuery = graphql`
  query ProtectedLayoutQuery {
    viewer {
      id
      displayName
      kind
      reviewWaitingCount
      workerAreaScreens
      permissions {
        manageCompanyUsers {
          allowed
        }
        bookVisits {
          allowed
        }
        editRequirementCatalogue {
          allowed
        }
        editFactories {
          allowed
        }
        useApprovalsInbox {
          allowed
        }
        viewWorkforce {
          allowed
        }
      }
    }
    uploadMaxBytes
  }
`;

// The signed-in user's name. The server answers viewer null for a token it no longer accepts (a
// password changed elsewhere, a user disabled): that is the 401 of spec section 6 for this session.
function ViewerName({ queryReference }: { queryReference: PreloadedQuery<ProtectedLayoutQuery> }) {
  const { viewer, uploadMaxBytes } = usePreloadedQuery<ProtectedLayoutQuery>(protectedLayoutQuery, queryReference);
  // Every upload form of the signed-in screens checks files against the server's own limit.
  if (uploadMaxBytes) setUploadMaxBytes(uploadMaxBytes);
  const rejected = viewer === null || viewer === undefined;
  useEffect(() => {
    if (!rejected) return;
    showError(t("unauthorized"));
    endSession();
  }, [rejected]);
  return viewer ? <span className="app-navbar__user hide-on-phone">{viewer.displayName}</span> : null;
}

function ViewerNavigation(props: { queryReference: PreloadedQuery<ProtectedLayoutQuery>; onNavigate?: () => void }) {
  const { viewer } = usePreloadedQuery<ProtectedLayoutQuery>(protectedLayoutQuery, props.queryReference);
  const isWorker = viewer?.kind === "WORKER";
  return (
    <SideNavigation
      dashboardPath={isWorker ? "/medicine" : "/dashboard"}
      workerAreaScreens={viewer?.workerAreaScreens ?? []}
      companyUsers={viewer?.permissions.manageCompanyUsers.allowed === true}
      visitCalendar={viewer?.permissions.bookVisits.allowed === true}
      requirementCatalogue={viewer?.permissions.editRequirementCatalogue.allowed === true}
      factories={viewer?.permissions.editFactories.allowed === true}
      reviewCount={viewer?.permissions.useApprovalsInbox.allowed ? (viewer.reviewWaitingCount ?? 0) : null}
      workforce={viewer?.permissions.viewWorkforce.allowed === true}
      onNavigate={props.onNavigate}
    />
  );
}

export function ProtectedLayout() {
  const queryReference = useLoaderData<PreloadedQuery<ProtectedLayoutQuery>>();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const fallbackNavigation = <SideNavigation dashboardPath="/dashboard" />;

  return (
    <div className="app-shell">
      <Navbar className="app-navbar" fixedToTop>
        <NavbarGroup align={Alignment.START}>
          <Button
            className="app-navbar__menu"
            variant="minimal"
            icon={<MenuIcon />}
            aria-label={t("openMenu")}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
          <Link to="/home" className="app-navbar__brand" aria-label={t("appName")}>
            <Logo size={32} />
            <span className="app-navbar__title">{t("appName")}</span>
          </Link>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <Suspense fallback={null}>
            <ViewerName queryReference={queryReference} />
          </Suspense>
          <Button variant="minimal" icon={<LogOutIcon />} text={t("logout")} onClick={signOut} />
        </NavbarGroup>
      </Navbar>
      <div className="app-shell__body">
        <aside className="app-sidebar">
          <Suspense fallback={fallbackNavigation}>
            <ViewerNavigation queryReference={queryReference} />
          </Suspense>
          <div className="app-sidebar__footer">
            <LanguageSelect />
          </div>
        </aside>
        <Drawer
          className="app-drawer"
          isOpen={menuOpen}
          onClose={closeMenu}
          position={Position.LEFT}
          size={DrawerSize.SMALL}
          title={t("appName")}
          icon={<Logo size={24} />}
        >
          <Suspense fallback={fallbackNavigation}>
            <ViewerNavigation queryReference={queryReference} onNavigate={closeMenu} />
          </Suspense>
          <div className="app-sidebar__footer">
            <LanguageSelect />
          </div>
        </Drawer>
        <main className="app-main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        {/* A page opened from another (the worker card from tab 3) starts at its top, not at the scroll
            position the previous page had, which left it under the toolbar; Back returns to where one was.
            Switching a page's tab or supplier keeps the position (preventScrollReset). */}
        <ScrollRestoration />
      </div>
    </div>
  );
}
