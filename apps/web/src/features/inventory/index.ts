// The inventory feature's front door: what the app and other features use of it (decision 0056).
export { useWebsiteTotals } from "./api/get-websites";

/** Its screens, each loaded on first visit (route-level code splitting, app/screens.tsx). */
export const inventoryScreens = {
  CategoriesPage: () => import("./components/categories-page").then((m) => m.CategoriesPage),
  CreateCategoriesPage: () => import("./components/create-categories-page").then((m) => m.CreateCategoriesPage),
  CreateWebsitePage: () => import("./components/create-website-page").then((m) => m.CreateWebsitePage),
  ProjectsPage: () => import("./components/projects-page").then((m) => m.ProjectsPage),
  WebsiteDetailsPage: () => import("./components/website-details-page").then((m) => m.WebsiteDetailsPage),
};
