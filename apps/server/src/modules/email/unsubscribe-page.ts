import { escapeHtml } from "../../lib/html.js";

export interface UnsubscribeView {
  /** confirm: the link's GET; done: after the POST; invalid: a link whose signature fails. */
  kind: "confirm" | "done" | "invalid";
  eventLabel: string;
  preferencesUrl: string;
}

export const UNSUBSCRIBE_TEXTS = {
  confirmTitle: "Unsubscribe from these emails?",
  confirmButton: "Unsubscribe",
  doneTitle: "You are unsubscribed",
  invalidTitle: "This unsubscribe link is not valid",
} as const;

/**
 * The page an email's unsubscribe link opens, signed in or not: a GET only asks (mail
 * scanners open links), the form's POST unsubscribes.
 */
export function renderUnsubscribePage(view: UnsubscribeView): string {
  const label = escapeHtml(`"${view.eventLabel}"`);
  const preferences = `<a href="${escapeHtml(view.preferencesUrl)}">notification preferences</a>`;
  const body =
    view.kind === "confirm"
      ? `<h1>${UNSUBSCRIBE_TEXTS.confirmTitle}</h1>
  <p>You will no longer get emails about ${label}. Notices in the app stay as they are.</p>
  <form method="post"><button type="submit">${UNSUBSCRIBE_TEXTS.confirmButton}</button></form>
  <p>To choose for every kind of email, open your ${preferences}.</p>`
      : view.kind === "done"
        ? `<h1>${UNSUBSCRIBE_TEXTS.doneTitle}</h1>
  <p>You will no longer get emails about ${label}. You can turn them on again in your ${preferences}.</p>`
        : `<h1>${UNSUBSCRIBE_TEXTS.invalidTitle}</h1>
  <p>Nothing was changed. Sign in and open your ${preferences} to choose which emails you get.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Placard · Email preferences</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; margin: 0; color: #0f172a; }
  main { max-width: 30rem; margin: 3rem auto; background: #fff; border-radius: 1rem; padding: 2rem; }
  button { font: inherit; font-weight: 600; border-radius: .6rem; padding: .6rem 1rem; border: 1px solid #1d4ed8;
    background: #1d4ed8; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
  ${body}
</main>
</body>
</html>`;
}
