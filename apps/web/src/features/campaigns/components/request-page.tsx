import { Globe, Megaphone } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";

/** /request — what to create: connect a website, or a custom advertisement. */
export function RequestPage() {
  const { t } = useTranslation();
  const cards = [
    {
      icon: <Globe className="size-10 text-brand-600" />,
      title: t("campaigns.request.website_title"),
      text: t("campaigns.request.website_text"),
      to: "/create-website",
      action: t("campaigns.request.website_action"),
    },
    {
      icon: <Megaphone className="size-10 text-orange-500" />,
      title: t("campaigns.request.ad_title"),
      text: t("campaigns.request.ad_text"),
      to: "/select",
      action: t("campaigns.request.ad_action"),
    },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("campaigns.request.title")}</h1>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <article key={card.to} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            {card.icon}
            <h2 className="mt-4 text-xl font-bold">{card.title}</h2>
            <p className="mt-2 flex-1 text-slate-600">{card.text}</p>
            <Link
              to={card.to}
              className="mt-6 rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
            >
              {card.action}
            </Link>
          </article>
        ))}
      </div>
    </div>
  );
}
