import { DELETION_KEEPS } from "@placard/shared/account";
import { LOCALES } from "@placard/shared/locales";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeleteSection } from "@/features/account/components/delete-section";
import { EmailSection } from "@/features/account/components/email-section";
import { LanguageSection } from "@/features/account/components/language-section";
import { PasswordSection } from "@/features/account/components/password-section";
import { SessionsSection } from "@/features/account/components/sessions-section";
import { TwoFactorSection } from "@/features/account/components/two-factor-section";
import { ProfileSection } from "@/features/account/components/profile-section";
import { useSession } from "@/lib/session";
import { CampaignCard } from "@/features/campaigns/components/campaign-card";
import { DashboardPage } from "@/features/campaigns/components/dashboard-page";
import { renderRoute, renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { applyLocale, i18n, LOCALE_STORAGE_KEY } from "./index";
import en from "./locales/en.json";

vi.mock("@/lib/session", () => ({ useSession: vi.fn() }));

/** The converted public routes (issue #33): header, footer, landing and the auth pages. */
const ROUTES = [
  "/",
  "/no-such-page",
  "/sign-in",
  "/sign-up?ref=FRIEND1",
  "/forgot-password",
  "/reset-password?token=abc",
];
const KEYS = Object.keys(en);
const CARD_AD = {
  id: "ad1",
  businessName: "Kigali Coffee",
  description: "Fresh every morning",
  creative: null,
  websitesCount: 2,
  views: 1250,
  clicks: 3,
  stateCounts: { rejected: 1 },
  rejectionReason: "Too bright",
  payable: null,
} as unknown as Parameters<typeof CampaignCard>[0]["ad"];

/** What a person can read or hear on the page: its text and its accessible names. */
function visibleText(): string {
  const labels = [...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label"));
  return `${document.body.textContent}\n${labels.join("\n")}`;
}

function rawKeysIn(text: string): string[] {
  return KEYS.filter((key) => text.includes(key));
}

beforeEach(() => {
  globalThis.fetch = async () =>
    new Response(JSON.stringify({ google: true, github: true }), { headers: { "content-type": "application/json" } });
  vi.mocked(useSession).mockReturnValue({ user: null, isLoading: false, error: null } as ReturnType<typeof useSession>);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => applyLocale("en"));
});

it("keeps the SPEC's and shared texts word for word in English", () => {
  expect(en["account.delete.keeps"]).toBe(DELETION_KEEPS);
  expect(en["landing.headline"]).toBe("Forging Powerful Connections");
});

describe.each(LOCALES)("the converted screens in %s", (locale) => {
  it.each(ROUTES)("%s shows no raw key, in the chosen language, with <html lang>", async (path) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    renderRoute(path);
    await waitFor(() => expect(i18n.language).toBe(locale));
    await waitFor(() => expect(screen.getByRole("contentinfo")).toHaveTextContent(i18n.t("footer.privacy")));
    expect(document.documentElement.lang).toBe(locale);
    expect(rawKeysIn(`${visibleText()}\n${document.title}`)).toEqual([]);
  });

  it("/account's details, language, email, password, sessions, two-factor and deletion sections show no raw key", async () => {
    await act(() => applyLocale(locale));
    renderScreen(
      <>
        <ProfileSection name="" firstName="" lastName="" />
        <LanguageSection />
        <EmailSection email="amani@example.com" />
        <PasswordSection />
        <SessionsSection currentToken={undefined} />
        <TwoFactorSection isEnabled isOperator />
        <DeleteSection />
      </>,
    );
    expect(screen.getByRole("heading", { name: i18n.t("account.language.title") })).toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveValue(locale);
    expect(rawKeysIn(visibleText())).toEqual([]);
  });

  it("the advertiser's dashboard (filters, empty state, a campaign card) shows no raw key", async () => {
    await act(() => applyLocale(locale));
    stubApi({
      "GET /api/ads": [200, { items: [], nextCursor: null }],
      "GET /api/ads/totals": [200, { count: 0 }],
      "GET /api/websites/totals": [200, { count: 0 }],
    });
    renderScreen(
      <>
        <DashboardPage />
        <CampaignCard ad={CARD_AD} />
      </>,
      { entries: ["/dashboard?state=rejected"] },
    );
    expect(await screen.findByRole("heading", { name: i18n.t("dashboard.none_found") })).toBeInTheDocument();
    expect(rawKeysIn(visibleText())).toEqual([]);
  });
});
