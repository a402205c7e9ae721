import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Server test files whose set-up is truly different from useTestApp's (decision 0056, "The test-app kit"). */
const OWN_TEST_APP_SETUP = [
  // Two apps at once (a second instance on the same database, a twin with other settings, a restored copy,
  // two instances on one Redis): useTestApp makes one.
  "backup/backup.test.ts",
  "lib/jobs/daily.test.ts",
  "modules/delivery/instances.test.ts",
  "modules/payments/money-races.test.ts",
  "modules/wallet/wallet.test.ts",
  "modules/websites/verification.test.ts",
  "plugins/realtime.test.ts",
].map((file) => `apps/server/src/${file}`);

/** One lint configuration for every workspace; Prettier owns formatting. */
export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "e2e/artifacts/**", "apps/server/drizzle/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "no-console": ["error", { allow: ["error", "warn"] }],
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      eqeqeq: ["error", "always"],
    },
  },
  {
    // Issue #31: a file says one thing (decision 0056). Generated files are exempt; nothing else is.
    files: ["**/*.{ts,tsx,mjs,js,cjs}"],
    ignores: ["packages/client/src/schema.ts"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    // Issue #31, decision 0056: a server test file gets its app from the kit (test/use-test-app.ts), not its own
    // beforeAll. Each file left out builds apps its own way, for the reason given at its set-up.
    files: ["apps/server/src/**/*.test.ts"],
    ignores: OWN_TEST_APP_SETUP,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name=/^before(All|Each)$/] CallExpression[callee.name='createTestApp']",
          message:
            "Use useTestApp(env, options) from test/use-test-app.ts (decision 0056) instead of creating the app in a hook.",
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
