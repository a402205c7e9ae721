import { z } from "zod";
import { text } from "./messages.js";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;

/** A referral code as it may arrive in `?ref=`: letters, digits, `-` and `_`, at most 32. */
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/);

const personName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, tooLong);

const EMAIL_REQUIRED = text("errors.form.email_required");
const PASSWORD_TOO_SHORT = text("errors.form.password_min", { min: PASSWORD_MIN_LENGTH });

const email = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .pipe(z.email(text("errors.form.email_valid")));

const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, text("errors.form.password_max", { max: PASSWORD_MAX_LENGTH }));

export const signUpSchema = z.object({
  firstName: personName(
    text("errors.form.first_name_required"),
    text("errors.form.first_name_max", { max: NAME_MAX_LENGTH }),
  ),
  lastName: personName(
    text("errors.form.last_name_required"),
    text("errors.form.last_name_max", { max: NAME_MAX_LENGTH }),
  ),
  email,
  password: newPassword,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z.string().min(1, text("errors.form.password_required")),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ password: newPassword });

/** Public auth settings the web app needs before anyone signs in. */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  github: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
