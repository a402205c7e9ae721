import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSession } from "@/lib/session";
import { useTranslation } from "@/lib/i18n";
import { ContactForm } from "./contact-form";
import { FAQ_ITEMS } from "./faq-items";
import { FaqList } from "./faq-list";
import { MyMessages } from "./my-messages";

/** /support: answers to the common questions, and a contact form that stores the message (ARCHITECTURE.md §7). */
export function SupportPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { hash } = useLocation();

  // The screen loads after the URL changed, so the browser's own jump to #contact found nothing yet.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: "start" });
  }, [hash]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("support.page.title")}</h1>
      <p className="mt-3 text-slate-600">{t("support.page.intro")}</p>

      <section aria-labelledby="faq-title" className="mt-10">
        <h2 id="faq-title" className="text-xl font-semibold text-slate-900">
          {t("support.page.faq")}
        </h2>
        <div className="mt-4">
          <FaqList items={FAQ_ITEMS} />
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" className="mt-12 scroll-mt-20">
        <h2 id="contact-title" className="text-xl font-semibold text-slate-900">
          {t("support.contact.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("support.page.contact_intro")}</p>
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5">
          <ContactForm email={user?.email ?? ""} />
        </div>
      </section>

      <MyMessages />
    </div>
  );
}
