import { text } from "@placard/shared/messages";

/**
 * Better Auth's refusals that reach a person (sign-in, sign-up, passwords, two-factor steps),
 * as shared messages (decision 0064): the English is Better Auth's own, byte for byte
 * (`auth-messages.test.ts` holds it to the library's codes), so an English answer is what
 * Better Auth said and any other language is found by the same key. A code not listed here
 * keeps Better Auth's English in every language.
 */
export const BETTER_AUTH_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: text("errors.auth.invalid_email_or_password"),
  INVALID_PASSWORD: text("errors.auth.invalid_password"),
  INVALID_EMAIL: text("errors.auth.invalid_email"),
  USER_ALREADY_EXISTS: text("errors.auth.user_already_exists"),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: text("errors.auth.user_already_exists_use_another_email"),
  PASSWORD_TOO_SHORT: text("errors.auth.password_too_short"),
  PASSWORD_TOO_LONG: text("errors.auth.password_too_long"),
  INVALID_TOKEN: text("errors.auth.invalid_token"),
  TOKEN_EXPIRED: text("errors.auth.token_expired"),
  SESSION_EXPIRED: text("errors.auth.session_expired"),
  USER_NOT_FOUND: text("errors.auth.user_not_found"),
  CREDENTIAL_ACCOUNT_NOT_FOUND: text("errors.auth.credential_account_not_found"),
  EMAIL_ALREADY_VERIFIED: text("errors.auth.email_already_verified"),
  // The two-factor plugin's.
  INVALID_CODE: text("errors.auth.invalid_code"),
  INVALID_BACKUP_CODE: text("errors.auth.invalid_backup_code"),
  OTP_HAS_EXPIRED: text("errors.auth.otp_has_expired"),
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: text("errors.auth.too_many_attempts"),
  ACCOUNT_TEMPORARILY_LOCKED: text("errors.auth.account_locked"),
  INVALID_TWO_FACTOR_COOKIE: text("errors.auth.invalid_two_factor_cookie"),
  TWO_FACTOR_NOT_ENABLED: text("errors.auth.two_factor_not_enabled"),
};

/** Better Auth's terse messages that people read on the sign-in form, said plainly (our own English). */
export const PLAIN_MESSAGES: Readonly<Record<string, string>> = {
  EMAIL_NOT_VERIFIED: text("errors.auth.email_not_verified"),
};

/** What an auth refusal says in English: our plain text for the code, else Better Auth's own. */
export function authRefusalMessage(code: string | undefined, message: string | undefined): string {
  return (code && PLAIN_MESSAGES[code]) || message || text("errors.auth.not_completed");
}
