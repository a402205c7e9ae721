import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { routes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";

/** Renders the real route table at `path`, with a fresh query cache. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/**
 * Renders one screen or component at `path` (a route pattern, or several that all show it;
 * history `entries`, the last one current), with a fresh query cache that does not retry, and the toaster when asked: no layout, no session.
 */
export function renderScreen(
  element: ReactNode,
  {
    entries = ["/"],
    path = "*",
    withToaster = false,
  }: { entries?: string[]; path?: string | string[]; withToaster?: boolean } = {},
) {
  const screen = (
    <>
      {element}
      {withToaster && <Toaster />}
    </>
  );
  const router = createMemoryRouter(
    [path].flat().map((pattern) => ({ path: pattern, element: screen })),
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
