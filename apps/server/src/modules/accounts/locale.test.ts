import { describe, expect, it } from "vitest";
import { cookieHeader, TEST_ORIGIN } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import { signUpUser, userInput } from "../../test/factories.js";

const t = useTestApp();

const signUp = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: userInput(),
    headers: { origin: TEST_ORIGIN, ...headers },
  });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
const patchMe = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: "/api/me",
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, cookie },
  });

describe("a person's language (decision 0057)", () => {
  it("starts from the browser's Accept-Language at sign-up, and is none when nothing fits", async () => {
    const french = await signUp({ "accept-language": "fr-CH, fr;q=0.9, en;q=0.8" });
    expect((await me(cookieHeader(french))).json().locale).toBe("fr");
    const german = await signUp({ "accept-language": "de-DE" });
    expect((await me(cookieHeader(german))).json().locale).toBeNull();
  });

  it("prefers the language the visitor picked on the public pages (their cookie)", async () => {
    const picked = await signUp({ "accept-language": "en-US", cookie: "placard_locale=sw" });
    expect((await me(cookieHeader(picked))).json().locale).toBe("sw");
  });

  it("is changed with PATCH /api/me, back to none with null, and refuses an unsupported code", async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await patchMe(cookie, { locale: "rw" })).json()).toEqual({ locale: "rw" });
    expect((await me(cookie)).json().locale).toBe("rw");

    const refused = await patchMe(cookie, { locale: "de" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("validation_failed");
    expect((await me(cookie)).json().locale).toBe("rw");

    await patchMe(cookie, { locale: null });
    expect((await me(cookie)).json().locale).toBeNull();
  });

  it("cannot be set through Better Auth's own update (the field takes no input there)", async () => {
    const { cookie } = await signUpUser(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      payload: { locale: "zh" },
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect((await me(cookie)).json().locale).not.toBe("zh");
  });
});
