/** localStorage: "false" once the user ticked "Don't show on startup" (SPEC §2 support auto-show key). */
export const AUTO_SHOW_KEY = "placard:support:auto-show";
/** sessionStorage: set on the first page of a browser session, after which the panel no longer opens by itself. */
export const SHOWN_THIS_SESSION_KEY = "placard:support:shown-this-session";

// Storage can be unavailable (privacy modes, sandboxed frames): the panel then behaves as on a first visit.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Nothing to remember it in; the choice lasts until the page is left.
  }
}

export const isAutoShowEnabled = () => read(() => localStorage, AUTO_SHOW_KEY) !== "false";

export const setAutoShowEnabled = (isEnabled: boolean) =>
  write(() => localStorage, AUTO_SHOW_KEY, isEnabled ? "true" : "false");

/**
 * SPEC §2 opens the panel on load. We open it on the first page of a browser session only,
 * so moving between pages (or reloading one) does not keep putting it in front of the work.
 */
export const shouldOpenOnStartup = () =>
  isAutoShowEnabled() && read(() => sessionStorage, SHOWN_THIS_SESSION_KEY) !== "true";

/** Pages whose form is the whole point: the panel never opens over them by itself (#15). */
const FORM_FIRST_PATHS = ["/sign-in", "/sign-up", "/ref/", "/forgot-password", "/reset-password"];

/**
 * Where the panel may open by itself: only beside the page, never over its form or primary
 * action. On screens narrower than 1024 px the panel is a sheet over the page's content, so
 * there it opens only when asked for; on form-first pages (sign-in, sign-up, the referral
 * link, password reset) it never opens by itself at all.
 */
export function canOpenOverPage(pathname: string): boolean {
  if (FORM_FIRST_PATHS.some((path) => (path.endsWith("/") ? pathname.startsWith(path) : pathname === path)))
    return false;
  // Without matchMedia (old browsers, tests) the viewport is taken as wide.
  return typeof window.matchMedia !== "function" || window.matchMedia(WIDE_ENOUGH_QUERY).matches;
}

/** The width from which the panel sits beside the content rather than over it. */
export const WIDE_ENOUGH_QUERY = "(min-width: 1024px)";

export const markStartupDone = () => write(() => sessionStorage, SHOWN_THIS_SESSION_KEY, "true");
