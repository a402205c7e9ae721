// The ad-reports feature's front door: what the app and other features use of it (decision 0056).
/** Its screens, each loaded on first visit (route-level code splitting, app/screens.tsx). */
export const adReportScreens = {
  ReportAdPage: () => import("./components/report-ad-page").then((m) => m.ReportAdPage),
};
