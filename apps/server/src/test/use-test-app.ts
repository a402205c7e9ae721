import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./app.js";
import { signUpUser, type TestUser } from "./factories.js";

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[1]>;
type Lazy<T> = T | (() => T | Promise<T>);

/** The test app a file's tests share: its fields are read when used, i.e. inside hooks and tests. */
export type SharedTestApp = TestApp;

/**
 * For a test file (or a describe block): the real app on a fresh database, made before its
 * tests and closed after them — the default set-up. Declare it where the file used to say
 * `let t: TestApp`, and read `t.app`, `t.mailer`, `t.dataDir` inside hooks and tests as before.
 * `env` and `options` are `createTestApp`'s; either may be a function, called before the
 * tests, when it depends on something an earlier `beforeAll` starts (a fake server's URL).
 */
export function useTestApp(env: Lazy<Record<string, string>> = {}, options: Lazy<TestAppOptions> = {}): SharedTestApp {
  let started: TestApp | undefined;
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= started?.close() ?? Promise.resolve());
  const now = () => {
    if (!started) throw new Error("The test app is not started yet: use it inside a hook or a test");
    return started;
  };
  beforeAll(async () => {
    const read = async <T>(value: Lazy<T>) => (typeof value === "function" ? (value as () => T)() : value);
    started = await createTestApp(await read(env), await read(options));
  });
  afterAll(close);
  return {
    /** Closes the app early (a test of shutdown); the file's end then closes nothing more. */
    close,
    get app() {
      return now().app;
    },
    get dataDir() {
      return now().dataDir;
    },
    get mailer() {
      return now().mailer;
    },
  };
}

/**
 * `count` users signed up on `t`'s app before the tests (after the app starts), read when
 * used: `const [owner, advertiser] = useUsers(t, 2)` gives getters-backed handles whose
 * `id`, `email`, `cookie`… are the signed-up users'.
 */
export function useUsers(t: SharedTestApp, count: number): TestUser[] {
  const users: TestUser[] = [];
  beforeAll(async () => {
    for (let i = 0; i < count; i++) users.push(await signUpUser(t.app));
  });
  return Array.from({ length: count }, (_, i) => lazyUser(() => users[i]));
}

const USER_FIELDS = ["id", "email", "password", "firstName", "lastName", "cookie"] as const;

function lazyUser(read: () => TestUser | undefined): TestUser {
  const field = (name: (typeof USER_FIELDS)[number]) => () => {
    const user = read();
    if (!user) throw new Error("The test users are not signed up yet: use them inside a hook or a test");
    return user[name];
  };
  return Object.defineProperties(
    {},
    Object.fromEntries(USER_FIELDS.map((name) => [name, { get: field(name), enumerable: true }])),
  ) as TestUser;
}
