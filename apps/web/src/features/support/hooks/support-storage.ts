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

export const markStartupDone = () => write(() => sessionStorage, SHOWN_THIS_SESSION_KEY, "true");
