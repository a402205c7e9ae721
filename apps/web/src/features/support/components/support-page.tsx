import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSession } from "@/lib/session";
import { ContactForm } from "./contact-form";
import { FAQ_ITEMS } from "./faq-items";
import { FaqList } from "./faq-list";
import { MyMessages } from "./my-messages";

/** /support: answers to the common questions, and a contact form that stores the message (ARCHITECTURE.md §7). */
export function SupportPage() {
  const { user } = useSession();
  const { hash } = useLocation();

  // The screen loads after the URL changed, so the browser's own jump to #contact found nothing yet.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: "start" });
  }, [hash]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Help centre</h1>
      <p className="mt-3 text-slate-600">
        Answers to the questions advertisers and website owners ask most, and a way to reach us.
      </p>

      <section aria-labelledby="faq-title" className="mt-10">
        <h2 id="faq-title" className="text-xl font-semibold text-slate-900">
          Frequently asked questions
        </h2>
        <div className="mt-4">
          <FaqList items={FAQ_ITEMS} />
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" className="mt-12 scroll-mt-20">
        <h2 id="contact-title" className="text-xl font-semibold text-slate-900">
          Contact us
        </h2>
        <p className="mt-1 text-sm text-slate-600">Questions, problems, or a consultation request: write to us here.</p>
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5">
          <ContactForm email={user?.email ?? ""} />
        </div>
      </section>

      <MyMessages />
    </div>
  );
}
