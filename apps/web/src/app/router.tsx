import { PROTECTED_ROUTES, PUBLIC_ROUTES, REFERRAL_ROUTE } from "@placard/shared/routes";
import { createBrowserRouter, type RouteObject } from "react-router";
import { adminRoutes } from "@/features/admin";
import { CatchAll, GuestOnly, ReferralRedirect, RequireAuth } from "./guards";
import { AppLayout } from "./layout";
import { SCREEN_TITLES } from "./screen-titles";
import { AUTH_SCREENS, PROTECTED_SCREENS, PUBLIC_SCREENS } from "./screens";

/** The route table of SPEC §2, all under one shared layout. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...PUBLIC_ROUTES.filter((path) => !AUTH_SCREENS.has(path)).map((path) => ({
        path,
        element: PUBLIC_SCREENS[path],
        handle: { title: SCREEN_TITLES[path] },
      })),
      {
        element: <GuestOnly />,
        children: [...AUTH_SCREENS].map((path) => ({
          path,
          element: PUBLIC_SCREENS[path],
          handle: { title: SCREEN_TITLES[path] },
        })),
      },
      {
        element: <RequireAuth />,
        children: PROTECTED_ROUTES.map((path) => ({
          path,
          element: PROTECTED_SCREENS[path],
          handle: { title: SCREEN_TITLES[path] },
        })),
      },
      // The operator's console: operators with 2FA only, the ordinary 404 for everyone else.
      adminRoutes,
      { path: REFERRAL_ROUTE, element: <ReferralRedirect /> },
      { path: "*", element: <CatchAll /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
