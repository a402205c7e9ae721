import type { LanguageKey } from "./languages.js";

/** The words the embed prints around an ad, in one of the six languages a space can use. */
export interface Labels {
  /** BCP 47 code, set as `lang` on the wrapper. */
  code: string;
  sponsored: string;
  advertiseHere: string;
  available: string;
  learnMore: string;
  adsBy: string;
  perMonth: string;
  /** The "Report this ad" link under every ad (decision 0029). */
  report: string;
}

export const LABELS: Record<LanguageKey, Labels> = {
  english: {
    code: "en",
    sponsored: "Sponsored",
    advertiseHere: "Advertise here",
    available: "Available Advertising Space",
    learnMore: "Learn more",
    adsBy: "Ads by Placard",
    perMonth: "/month",
    report: "Report this ad",
  },
  french: {
    code: "fr",
    sponsored: "Sponsorisé",
    advertiseHere: "Annoncez ici",
    available: "Espace publicitaire disponible",
    learnMore: "En savoir plus",
    adsBy: "Annonces par Placard",
    perMonth: "/mois",
    report: "Signaler cette annonce",
  },
  kinyarwanda: {
    code: "rw",
    sponsored: "Kwamamaza",
    advertiseHere: "Mwamamaze hano",
    available: "Umwanya wo kwamamaza urahari",
    learnMore: "Menya byinshi",
    adsBy: "Kwamamaza na Placard",
    perMonth: "/ukwezi",
    report: "Tanga raporo kuri iri tangazo",
  },
  swahili: {
    code: "sw",
    sponsored: "Imedhaminiwa",
    advertiseHere: "Tangaza hapa",
    available: "Nafasi ya matangazo inapatikana",
    learnMore: "Jifunze zaidi",
    adsBy: "Matangazo na Placard",
    perMonth: "/mwezi",
    report: "Ripoti tangazo hili",
  },
  chinese: {
    code: "zh",
    sponsored: "赞助",
    advertiseHere: "在此投放广告",
    available: "广告位招租",
    learnMore: "了解更多",
    adsBy: "Placard 广告",
    perMonth: "/月",
    report: "举报此广告",
  },
  spanish: {
    code: "es",
    sponsored: "Patrocinado",
    advertiseHere: "Anúnciate aquí",
    available: "Espacio publicitario disponible",
    learnMore: "Más información",
    adsBy: "Anuncios por Placard",
    perMonth: "/mes",
    report: "Denunciar este anuncio",
  },
};

/** The labels for a space's language; anything unknown (or hostile, like `__proto__`) is English. */
export function labelsFor(language: unknown): Labels {
  return typeof language === "string" && Object.prototype.hasOwnProperty.call(LABELS, language)
    ? LABELS[language as LanguageKey]
    : LABELS.english;
}
