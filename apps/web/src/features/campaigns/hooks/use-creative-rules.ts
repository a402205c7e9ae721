import { CREATIVE_MAX_BYTES, CREATIVE_RULES } from "@placard/shared/ads";
import { useTranslation } from "@/lib/i18n";

/**
 * The upload fields' rules (CREATIVE_RULES) with their messages and hint in the active
 * language: English keeps the shared contract's texts.
 */
export function useCreativeRules() {
  const { t } = useTranslation();
  return {
    rules: {
      mimes: CREATIVE_RULES.mimes,
      maxBytes: CREATIVE_MAX_BYTES,
      messages: { type: t("campaigns.upload.type_error"), size: t("campaigns.upload.size_error") },
    },
    hint: t("campaigns.upload.hint"),
    missing: t("campaigns.upload.missing"),
  };
}
