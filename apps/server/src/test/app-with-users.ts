import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./app.js";
import { signUpUser, type TestUser } from "./factories.js";

interface Started {
  t: TestApp;
  advertiser: TestUser;
  ownerA: TestUser;
  ownerB: TestUser;
}

/**
 * For a test file: the real app (`createTestApp` with what `prepare` gives, e.g. once a
 * server it talks to is up), an advertiser and two owners, made before the file's tests and
 * closed after them. Read the fields inside tests; `withFields` lends them to a test kit.
 */
export function useTestAppWithUsers(prepare: () => Promise<Parameters<typeof createTestApp>> = async () => []) {
  let app: TestApp | undefined;
  let started: Started | undefined;
  const now = () => {
    if (!started) throw new Error("The test app is not started yet: use it inside a test");
    return started;
  };
  beforeAll(async () => {
    const t = await createTestApp(...(await prepare()));
    app = t; // closed after the tests even when a sign-up below fails
    started = {
      t,
      advertiser: await signUpUser(t.app),
      ownerA: await signUpUser(t.app),
      ownerB: await signUpUser(t.app),
    };
  });
  afterAll(() => app?.close());
  return {
    get t() {
      return now().t;
    },
    get advertiser() {
      return now().advertiser;
    },
    get ownerA() {
      return now().ownerA;
    },
    get ownerB() {
      return now().ownerB;
    },
    as: (user: TestUser) => ({ cookie: user.cookie }),
  };
}

export type TestAppWithUsers = ReturnType<typeof useTestAppWithUsers>;

/** `kit` with `base`'s fields as well, still read when used (their getters are copied, not called). */
export function withFields<K extends object>(base: TestAppWithUsers, kit: K): K & TestAppWithUsers {
  return Object.defineProperties(kit, Object.getOwnPropertyDescriptors(base)) as K & TestAppWithUsers;
}

/**
 * For a test file: the real app, an owner and an advertiser, made before its tests (the
 * returned object's fields are set then) and closed after them.
 */
export function useOwnerAndAdvertiser() {
  const kit = {} as { t: TestApp; owner: TestUser; advertiser: TestUser };
  beforeAll(async () => {
    kit.t = await createTestApp();
    kit.owner = await signUpUser(kit.t.app);
    kit.advertiser = await signUpUser(kit.t.app);
  });
  afterAll(() => kit.t?.close());
  return kit;
}
