import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";

interface CredentialFieldsProps {
  email: string;
  password: string;
  onChange: (key: "email" | "password", value: string) => void;
  errors: { email?: string; password?: string };
  /** "new-password" on sign-up, so password managers offer to generate one. */
  passwordAutoComplete: "current-password" | "new-password";
}

/** The email and password fields of the sign-in and sign-up forms. */
export function CredentialFields({ email, password, onChange, errors, passwordAutoComplete }: CredentialFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("auth.email")}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onChange("email", e.target.value)}
        error={errors.email}
      />
      <TextField
        label={t("auth.password")}
        type="password"
        name="password"
        autoComplete={passwordAutoComplete}
        value={password}
        onChange={(e) => onChange("password", e.target.value)}
        error={errors.password}
      />
    </>
  );
}
