import { LOCALES } from "@placard/shared/locales";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageSection } from "@/features/account/components/language-section";
import { ProfileSection } from "@/features/account/components/profile-section";
import { useSession } from "@/features/auth/hooks/use-session";
import { renderRoute, renderScreen } from "@/test/render";
import { applyLocale, i18n, LOCALE_STORAGE_KEY } from "./index";
import en from "./locales/en.json";

vi.mock("@/features/auth/hooks/use-session", () => ({ useSession: vi.fn() }));

/** The converted public routes (issue #33): header, footer, landing and the auth pages. */
const ROUTES = ["/", "/sign-in", "/sign-up?ref=FRIEND1", "/forgot-password", "/reset-password?token=abc"];
const KEYS = Object.keys(en);

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
  localStorage.clear();
  await act(() => applyLocale("en"));
});

describe.each(LOCALES)("the converted screens in %s", (locale) => {
  it.each(ROUTES)("%s shows no raw key, in the chosen language, with <html lang>", async (path) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    renderRoute(path);
    await waitFor(() => expect(i18n.language).toBe(locale));
    await waitFor(() => expect(screen.getByRole("contentinfo")).toHaveTextContent(i18n.t("footer.privacy")));
    expect(document.documentElement.lang).toBe(locale);
    expect(rawKeysIn(visibleText())).toEqual([]);
  });

  it("/account's details and language sections show no raw key", async () => {
    await act(() => applyLocale(locale));
    renderScreen(
      <>
        <ProfileSection name="" firstName="" lastName="" />
        <LanguageSection />
      </>,
    );
    expect(screen.getByRole("heading", { name: i18n.t("account.language.title") })).toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveValue(locale);
    expect(rawKeysIn(visibleText())).toEqual([]);
  });
});
