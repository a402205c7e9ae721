import { type ComponentType, lazy, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import { AdminLayout } from "./components/admin-layout";
import { RequireOperator } from "./require-operator";

/** Console screens load on first visit (an operator's code never reaches other people's first load). */
function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return <Screen />;
}

/**
 * The console's screens under /admin, each with its tab title (a catalog key, decision 0057). Add a screen here and its
 * link in ADMIN_SECTIONS (packages/shared/src/admin.ts).
 */
export const ADMIN_SCREENS: { path: string; title: string; element: ReactNode }[] = [
  {
    path: "/admin",
    title: "admin.title.overview",
    element: lazyScreen(() => import("./components/overview-page").then((m) => m.OverviewPage)),
  },
  {
    path: "/admin/people",
    title: "admin.title.people",
    element: lazyScreen(() => import("./components/people-page").then((m) => m.PeoplePage)),
  },
  {
    path: "/admin/people/:id",
    title: "admin.title.account",
    element: lazyScreen(() => import("./components/person-page").then((m) => m.PersonPage)),
  },
  {
    path: "/admin/content",
    title: "admin.title.content",
    element: lazyScreen(() => import("./components/content-page").then((m) => m.ContentPage)),
  },
  {
    path: "/admin/reports",
    title: "admin.title.reports",
    element: lazyScreen(() => import("./components/reports-page").then((m) => m.ReportsPage)),
  },
  {
    path: "/admin/money",
    title: "admin.title.money",
    element: lazyScreen(() => import("./components/money-page").then((m) => m.MoneyPage)),
  },
  {
    path: "/admin/support",
    title: "admin.title.support",
    element: lazyScreen(() => import("./components/support-inbox-page").then((m) => m.SupportInboxPage)),
  },
  {
    path: "/admin/audit",
    title: "admin.title.audit",
    element: lazyScreen(() => import("./components/audit-page").then((m) => m.AuditPage)),
  },
];

/** The /admin branch of the route table: operator rule, then the console layout. */
export const adminRoutes: RouteObject = {
  element: <RequireOperator />,
  children: [
    {
      element: <AdminLayout />,
      children: ADMIN_SCREENS.map(({ path, title, element }) => ({ path, element, handle: { title } })),
    },
  ],
};
