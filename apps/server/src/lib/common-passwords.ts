import { text } from "@placard/shared/messages";
/**
 * The compromised-password check that runs offline (issue #16 item 8, OWASP ASVS 2.1.7):
 * passwords of 8+ characters that top the public lists of leaked passwords, refused at
 * sign-up, password change and reset. A short list shipped with Placard, not a lookup
 * service: nothing about a password leaves the server.
 */
const COMMON = `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword
12345678 123456789 1234567890 0123456789 87654321 987654321 11111111 1111111111 00000000 12121212
11223344 12341234 123123123 55555555 66666666 77777777 88888888 99999999 123456abc 1234abcd
abcd1234 abc12345 a1b2c3d4 1q2w3e4r 1qaz2wsx zaq12wsx q1w2e3r4 qwerty12 qwerty123 qwertyui
qwertyuiop 1234qwer 123qweasd qazwsxedc asdfghjk asdfasdf zxcvbnm1 abcdefgh aaaaaaaa
iloveyou iloveyou1 sunshine sunshine1 princess princess1 football football1 baseball baseball1
welcome1 welcome123 letmein1 letmein123 admin123 administrator changeme trustno1 superman
starwars whatever whatever1 dragon12 michael1 jennifer computer internet master12 shadow12
monkey12 liverpool chelsea1 arsenal1 samsung1 blink182 freedom1 charlie1 hello123 test1234
testtest guest123 secret12 placard1 placard123`;

const COMMON_PASSWORDS = new Set(COMMON.split(/\s+/).filter(Boolean));

export const COMMON_PASSWORD_MESSAGE = text("errors.accounts.common_password");

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** The new password a Better Auth request sets, and its field; undefined for other requests. */
export function newPasswordOf(path: string | undefined, body: unknown): { field: string; value: string } | undefined {
  const fields: Record<string, string> = {
    "/api/auth/sign-up/email": "password",
    "/api/auth/change-password": "newPassword",
    "/api/auth/reset-password": "newPassword",
  };
  const field = path ? fields[path] : undefined;
  const value = field ? (body as Record<string, unknown> | null | undefined)?.[field] : undefined;
  return field && typeof value === "string" ? { field, value } : undefined;
}
