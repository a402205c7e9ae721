import { OPERATOR_ROLE } from "@placard/shared/admin";
import { LoadingState } from "@/components/ui/states";
import { useSession } from "@/lib/session";
import { ApiKeys } from "./api-keys";
import { NotificationPreferences } from "./notification-preferences";
import { Webhooks } from "./webhooks";
import { DeleteSection } from "./delete-section";
import { EmailSection } from "./email-section";
import { LanguageSection } from "./language-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";
import { useTranslation } from "@/lib/i18n";

/** /account: details, email, password, two-factor authentication, sessions, API keys (#22.1), notifications (#17.1), deletion (issue #16 item 8). */
export function AccountPage() {
  const { user, session } = useSession();
  const { t } = useTranslation();
  if (!user) return <LoadingState />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">{t("account.title")}</h1>
      <ProfileSection name={user.name} firstName={user.firstName ?? ""} lastName={user.lastName ?? ""} />
      <LanguageSection />
      <EmailSection email={user.email} />
      <PasswordSection />
      <TwoFactorSection isEnabled={!!user.twoFactorEnabled} isOperator={user.role === OPERATOR_ROLE} />
      <SessionsSection currentToken={session?.token} />
      <ApiKeys />
      <Webhooks />
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <NotificationPreferences />
      </div>
      <DeleteSection />
    </div>
  );
}
