// The support feature's front door: what the app and other features use of it (decision 0056).
export { ReplyThread } from "./components/reply-thread";
export { SupportCentre } from "./components/support-centre";

/** Its screens, each loaded on first visit (route-level code splitting, app/screens.tsx). */
export const supportScreens = {
  SupportPage: () => import("./components/support-page").then((m) => m.SupportPage),
};
