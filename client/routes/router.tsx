// The routes of spec section 2. Public screens sit in their own layout; every other screen needs a
// stored, unexpired token (checked here, on the client) and starts its query in its loader while
// its code is fetched (React.lazy-style code splitting through the router's `lazy`). The login page is the
// first screen of every new visitor, so it comes with the entry instead of a second round of requests.
// Addresses carry the spec's numeric ids, mapped to GraphQL ids in route-ids.ts; an address that matches
// no screen shows "Pagina non trovata".
import { createBrowserRouter, redirect } from "react-router-dom";
import type { DashboardRouteQuery } from "../__generated__/DashboardRouteQuery.graphql";
import type { HomeRouteQuery } from "../__generated__/HomeRouteQuery.graphql";
import type { FormationRouteQuery } from "../__generated__/FormationRouteQuery.graphql";
import type { MedicineRouteQuery } from "../__generated__/MedicineRouteQuery.graphql";
import type { WorkforceRouteQuery } from "../__generated__/WorkforceRouteQuery.graphql";
import type { WorkforceWorkerRouteQuery } from "../__generated__/WorkforceWorkerRouteQuery.graphql";
import type { ProcurementRouteQuery } from "../__generated__/ProcurementRouteQuery.graphql";
import type { ProcurementWorkerRouteQuery } from "../__generated__/ProcurementWorkerRouteQuery.graphql";
import type { ProtectedLayoutQuery } from "../__generated__/ProtectedLayoutQuery.graphql";
import { PageSpinner } from "../components/PageSpinner";
import { LoginPage } from "../features/auth/LoginPage";
import { DASHBOARD_LINES, dashboardRouteQuery } from "../features/dashboard/DashboardRoute.query";
import { procurementRouteQuery } from "../features/procurements/ProcurementRoute.query";
import { homeRouteQuery } from "../features/suppliers/HomeRoute.query";
import { procurementWorkerRouteQuery } from "../features/workers/ProcurementWorkerRoute.query";
import { formationRouteQuery } from "../features/worker-area/FormationRoute.query";
import { medicineRouteQuery } from "../features/worker-area/MedicineRoute.query";
import { workforceRouteQuery } from "../features/workforce/WorkforceRoute.query";
import { workforceWorkerRouteQuery } from "../features/workforce/WorkforceWorkerRoute.query";
import { clearToken, isAuthenticated } from "../lib/session";
import { preloadRouteQuery } from "../relay/preload";
import { NotFoundPage } from "./NotFoundPage";
import { ProtectedLayout, protectedLayoutQuery } from "./ProtectedLayout";
import { PublicLayout } from "./PublicLayout";
import { RouteErrorScreen } from "./RouteErrorScreen";
import { canonicalProcurementUrl, nodeIdOf, readRouteId } from "../lib/route-ids";

// The router runs the loaders of a layout and of its page side by side, so each protected loader
// checks the session itself: no query leaves without a token.
function requireSession(): void {
  if (!isAuthenticated()) {
    clearToken();
    throw redirect("/login");
  }
}

const toHome = () => redirect("/home");

export const router = createBrowserRouter([
  {
    path: "/",
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, loader: toHome },
      {
        Component: PublicLayout,
        children: [
          { path: "login", Component: LoginPage },
          {
            path: "forgot",
            lazy: async () => ({ Component: (await import("../features/auth/ForgotPage")).ForgotPage }),
          },
          {
            path: "reset/:mail/:token",
            lazy: async () => ({ Component: (await import("../features/auth/ResetPage")).ResetPage }),
          },
        ],
      },
      {
        Component: ProtectedLayout,
        loader: () => {
          requireSession();
          return preloadRouteQuery<ProtectedLayoutQuery>("shell", protectedLayoutQuery, {});
        },
        // The shell's data (who is signed in) does not change while moving between its pages; each page's
        // own loader still checks the session.
        shouldRevalidate: () => false,
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              {
                path: "home",
                loader: () => {
                  requireSession();
                  return preloadRouteQuery<HomeRouteQuery>("home", homeRouteQuery, {});
                },
                lazy: async () => ({ Component: (await import("../features/suppliers/HomePage")).HomePage }),
              },
              {
                // What needs the company of a supplier or customer user (a worker is sent to /medicine).
                path: "dashboard",
                loader: () => {
                  requireSession();
                  return preloadRouteQuery<DashboardRouteQuery>("dashboard", dashboardRouteQuery, { first: DASHBOARD_LINES });
                },
                lazy: async () => ({ Component: (await import("../features/dashboard/DashboardPage")).DashboardPage }),
              },
              {
                // id: the procurement's database id; ?supplier=: the database id of the supplier a customer
                // user picked. Addresses with the opaque GraphQL ids of earlier versions are rewritten.
                path: "procurement/:id",
                loader: ({ params, request }) => {
                  requireSession();
                  const url = new URL(request.url);
                  const canonical = canonicalProcurementUrl(params.id, url);
                  if (canonical) throw redirect(canonical);
                  const procurement = readRouteId("Procurement", params.id);
                  const supplier = url.searchParams.get("supplier");
                  return preloadRouteQuery<ProcurementRouteQuery>("procurement", procurementRouteQuery, {
                    // An id that is no number names nothing: the card says "Appalto non trovato".
                    id: procurement.kind === "numeric" ? procurement.nodeId : "",
                    supplierId: supplier ? nodeIdOf("Supplier", supplier) : null,
                  });
                },
                // Switching tab (?tab=) keeps the data on screen; another procurement or supplier reloads.
                shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
                  currentUrl.pathname !== nextUrl.pathname ||
                  currentUrl.searchParams.get("supplier") !== nextUrl.searchParams.get("supplier")
                    ? defaultShouldRevalidate
                    : false,
                lazy: async () => ({
                  Component: (await import("../features/procurements/ProcurementPage")).ProcurementPage,
                }),
              },
              {
                // Numeric ids (spec): the procurement's and the supplier worker's.
                path: "procurementworker/:procurementId/:workerId",
                loader: ({ params }) => {
                  requireSession();
                  return preloadRouteQuery<ProcurementWorkerRouteQuery>("procurementworker", procurementWorkerRouteQuery, {
                    procurementId: nodeIdOf("Procurement", params.procurementId ?? "") ?? "",
                    workerId: nodeIdOf("SupplierWorker", params.workerId ?? "") ?? "",
                  });
                },
                lazy: async () => ({ Component: (await import("../features/workers/ProcurementWorkerPage")).ProcurementWorkerPage }),
              },
              {
                path: "medicine",
                loader: () => {
                  requireSession();
                  return preloadRouteQuery<MedicineRouteQuery>("medicine", medicineRouteQuery, {});
                },
                lazy: async () => ({ Component: (await import("../features/worker-area/MedicinePage")).MedicinePage }),
              },
              {
                path: "formation",
                loader: () => {
                  requireSession();
                  return preloadRouteQuery<FormationRouteQuery>("formation", formationRouteQuery, {});
                },
                lazy: async () => ({ Component: (await import("../features/worker-area/FormationPage")).FormationPage }),
              },
              {
                // The visit calendar, for the customer's users who book visits (the page says why to anyone else).
                path: "calendar",
                loader: () => {
                  requireSession();
                  return null;
                },
                lazy: async () => ({ Component: (await import("../features/calendar/CalendarPage")).CalendarPage }),
              },
              {
                // The customer's own workers (the page says why to anyone the server does not let see them).
                path: "workforce",
                loader: () => {
                  requireSession();
                  return preloadRouteQuery<WorkforceRouteQuery>("workforce", workforceRouteQuery, {});
                },
                lazy: async () => ({ Component: (await import("../features/workforce/WorkforcePage")).WorkforcePage }),
              },
              {
                // id: the worker's database id.
                path: "workforce/:id",
                loader: ({ params }) => {
                  requireSession();
                  return preloadRouteQuery<WorkforceWorkerRouteQuery>("workforceworker", workforceWorkerRouteQuery, {
                    id: nodeIdOf("WorkforceWorker", params.id ?? "") ?? "",
                  });
                },
                lazy: async () => ({ Component: (await import("../features/workforce/WorkforceWorkerPage")).WorkforceWorkerPage }),
              },
              {
                // A company's users, for its level-5 users (the page says why to anyone else).
                path: "users",
                loader: () => {
                  requireSession();
                  return null;
                },
                lazy: async () => ({ Component: (await import("../features/users/UsersPage")).UsersPage }),
              },
              {
                // The customer's catalogue of requirements, for its level-5 users (the page says why to anyone else).
                path: "requirements",
                loader: () => {
                  requireSession();
                  return null;
                },
                lazy: async () => ({ Component: (await import("../features/requirements/RequirementsPage")).RequirementsPage }),
              },
              {
                // The customer's sites, for its users who may add and correct them (the page says why to anyone else).
                path: "factories",
                loader: () => {
                  requireSession();
                  return null;
                },
                lazy: async () => ({ Component: (await import("../features/factories/FactoriesPage")).FactoriesPage }),
              },
              {
                // The customer's approvals inbox, for its users from level 3 (the page says why to anyone else).
                path: "review",
                loader: () => {
                  requireSession();
                  return null;
                },
                lazy: async () => ({ Component: (await import("../features/review/ReviewPage")).ReviewPage }),
              },
              // Any other address.
              { path: "*", Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
]);
