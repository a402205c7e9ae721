import { formatDollars } from "@placard/shared/money";
import type { Locale } from "@placard/shared/locales";
import { translatorFor } from "../../i18n/index.js";
import { escapeHtml } from "../../lib/html.js";

export interface CheckoutView {
  txRef: string;
  merchant: string;
  title: string;
  description: string;
  amountCents: number;
  currency: string;
  email: string;
  status: string;
}

/**
 * The sandbox's hosted checkout: a plain HTML form, like a provider's payment page, in the
 * payer's language (decision 0064; English unless asked). The amount is written that
 * language's way, in US dollars as everywhere.
 */
export function renderCheckoutPage(view: CheckoutView, locale: Locale = "en"): string {
  const t = translatorFor(locale);
  const amount =
    view.currency === "USD"
      ? formatDollars(view.amountCents, locale === "en" ? undefined : locale)
      : `${view.amountCents / 100}`;
  const merchant = escapeHtml(view.merchant);
  const status = STATUS_KEYS[view.status];
  const action = `/sandbox/checkout/${encodeURIComponent(view.txRef)}`;
  const isOpen = view.status === "pending";
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("sandbox.title", { merchant: view.merchant }))}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; margin: 0; color: #0f172a; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 1rem; padding: 2rem;
    box-shadow: 0 10px 30px rgb(15 23 42 / 0.08); }
  .badge { display: inline-block; font-size: .75rem; font-weight: 700; background: #fef3c7; color: #92400e;
    border-radius: 999px; padding: .2rem .6rem; }
  .amount { font-size: 2.25rem; font-weight: 800; margin: .5rem 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; font-size: .9rem; }
  dt { color: #64748b; } dd { margin: 0; overflow-wrap: anywhere; }
  fieldset { border: 1px solid #e2e8f0; border-radius: .75rem; margin: 1.25rem 0; padding: .75rem 1rem; }
  label { display: block; padding: .25rem 0; }
  .actions { display: flex; gap: .5rem; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; border-radius: .6rem; padding: .6rem 1rem; border: 1px solid #cbd5e1;
    background: #fff; cursor: pointer; }
  button[value=pay] { background: #4f46e5; border-color: #4f46e5; color: #fff; flex: 1; }
  button:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <span class="badge">${escapeHtml(t("sandbox.badge"))}</span>
  <h1>${escapeHtml(t("sandbox.heading", { merchant: view.merchant }))}</h1>
  <p class="amount">${escapeHtml(amount)} <small>${escapeHtml(view.currency)}</small></p>
  <dl>
    <dt>${escapeHtml(t("sandbox.merchant"))}</dt><dd>${merchant}</dd>
    <dt>${escapeHtml(t("sandbox.for"))}</dt><dd>${escapeHtml(view.title)}</dd>
    <dt>${escapeHtml(t("sandbox.details"))}</dt><dd>${escapeHtml(view.description)}</dd>
    <dt>${escapeHtml(t("sandbox.payer"))}</dt><dd>${escapeHtml(view.email)}</dd>
    <dt>${escapeHtml(t("sandbox.reference"))}</dt><dd>${escapeHtml(view.txRef)}</dd>
  </dl>
  ${
    isOpen
      ? `<form method="post" action="${escapeHtml(action)}">
    <fieldset>
      <legend>${escapeHtml(t("sandbox.pay_with"))}</legend>
      <label><input type="radio" name="method" value="card" checked> ${escapeHtml(t("sandbox.card"))}</label>
      <label><input type="radio" name="method" value="mobilemoney"> ${escapeHtml(t("sandbox.mobile_money"))}</label>
    </fieldset>
    <div class="actions">
      <button type="submit" name="action" value="pay">${escapeHtml(t("sandbox.pay", { amount }))}</button>
      <button type="submit" name="action" value="decline">${escapeHtml(t("sandbox.decline"))}</button>
      <button type="submit" name="action" value="cancel">${escapeHtml(t("sandbox.cancel"))}</button>
    </div>
  </form>`
      : `<p>${escapeHtml(status ? t(status) : t("sandbox.already", { status: view.status }))}</p><p><a href="/dashboard">${escapeHtml(t("sandbox.back"))}</a></p>`
  }
</main>
</body>
</html>`;
}

/** A closed payment's sentence, per status the sandbox records (keys written out for the catalog check). */
const STATUS_KEYS: Record<string, string> = {
  successful: "sandbox.already_successful",
  failed: "sandbox.already_failed",
  cancelled: "sandbox.already_cancelled",
};
