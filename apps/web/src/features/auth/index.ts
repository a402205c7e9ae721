// The auth feature's front door: what the app and other features use of it (decision 0056).
export { useReturnPath } from "./hooks/use-return-path";

/** Its screens, each loaded on first visit (route-level code splitting, app/screens.tsx). */
export const authScreens = {
  ForgotPasswordPage: () => import("./components/forgot-password-page").then((m) => m.ForgotPasswordPage),
  ResetPasswordPage: () => import("./components/reset-password-page").then((m) => m.ResetPasswordPage),
  SignInPage: () => import("./components/sign-in-page").then((m) => m.SignInPage),
  SignUpPage: () => import("./components/sign-up-page").then((m) => m.SignUpPage),
};
