import { Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { AppNav } from "@/components/layout/app-nav";
import { LoadingState } from "@/components/ui/states";
import { useSession } from "@/lib/session";
import { useLocaleSync } from "@/components/layout/use-locale-sync";
import { NotificationBell, RealtimeNotifications } from "@/features/notifications";
import { usePendingCount } from "@/features/reviews";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SupportCentre } from "@/features/support";
import { documentTitle } from "./screen-titles";
import { useTranslation } from "@/lib/i18n";

/** The tab's title: the deepest matched route's `handle.title` (router.tsx, SCREEN_TITLES). */
function useDocumentTitle() {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const title = matches
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .filter(Boolean)
    .pop();
  useEffect(() => {
    document.title = documentTitle(title ? t(title) : undefined);
  }, [title, t, i18n.language]);
}

/** The signed-in app's navigation with the count of ads waiting for this person's review. */
function CountedAppNav({ isStacked = false }: { isStacked?: boolean }) {
  return <AppNav isStacked={isStacked} pendingCount={usePendingCount()} />;
}

/** The one layout every route renders under (SPEC §2). */
export function AppLayout() {
  useDocumentTitle();
  const { user } = useSession();
  const { t } = useTranslation();
  useLocaleSync(user);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("layout.skip_to_content")}
      </a>
      <RealtimeNotifications />
      <SiteHeader bell={<NotificationBell />} appNav={<CountedAppNav isStacked />} />
      {user && <CountedAppNav />}
      {/* Room at the end for the floating Support button, which rests over the page's last lines (#34.13). */}
      <main id="main" className="flex-1 pb-20">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <SupportCentre />
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
