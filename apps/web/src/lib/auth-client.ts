import { inferAdditionalFields, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * Better Auth's browser client, same origin, with our extra user and session fields typed
 * (the admin plugin's role and suspension, the two-factor plugin's flag) and the two-factor
 * endpoints (`authClient.twoFactor.*`). A sign-in that needs the second factor answers
 * `{ twoFactorRedirect: true }`; the sign-in form then asks for the code itself.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        role: { type: "string", required: false, input: false },
        banned: { type: "boolean", required: false, input: false },
        twoFactorEnabled: { type: "boolean", required: false, input: false },
        /** The person's language (decision 0057), changed with PATCH /api/me. */
        locale: { type: "string", required: false, input: false },
      },
      session: {
        twoFactorVerified: { type: "boolean", required: false, input: false },
      },
    }),
    twoFactorClient(),
  ],
});
