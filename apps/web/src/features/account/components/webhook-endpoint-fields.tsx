import { WEBHOOK_EVENTS, type WebhookEvent } from "@placard/shared/webhooks";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { useTranslation } from "@/lib/i18n";
import { WEBHOOK_EVENT_KEYS } from "./webhook-texts";

export interface EndpointDraft {
  url: string;
  events: WebhookEvent[];
}

/** Per-field messages of a failed save (every message of a field, not only its first). */
export function endpointErrors(error: Error | null) {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  return {
    url: fields.url?.join(" "),
    events: fields.events?.join(" "),
    other: error && Object.keys(fields).length === 0 ? error.message : null,
  };
}

/** The address and the events of an endpoint: adding one and editing one. */
export function WebhookEndpointFields({
  draft,
  onChange,
  error,
  idPrefix,
}: {
  draft: EndpointDraft;
  onChange: (draft: EndpointDraft) => void;
  error: Error | null;
  /** Keeps the checkboxes' labels unique when several forms are on the page. */
  idPrefix: string;
}) {
  const errors = endpointErrors(error);
  const { t } = useTranslation();
  const toggle = (event: WebhookEvent) =>
    onChange({
      ...draft,
      events: draft.events.includes(event) ? draft.events.filter((e) => e !== event) : [...draft.events, event],
    });
  return (
    <>
      <TextField
        label={t("account.webhooks.url")}
        value={draft.url}
        placeholder="https://example.com/placard-webhooks"
        onChange={(e) => onChange({ ...draft, url: e.target.value })}
        error={errors.url}
      />
      <fieldset className="grid gap-1 text-sm sm:grid-cols-2">
        <legend className="mb-1 font-medium">{t("account.webhooks.events")}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} htmlFor={`${idPrefix}-${event}`} className="flex items-center gap-2">
            <input
              id={`${idPrefix}-${event}`}
              type="checkbox"
              checked={draft.events.includes(event)}
              onChange={() => toggle(event)}
            />
            {t(WEBHOOK_EVENT_KEYS[event])}
          </label>
        ))}
        {errors.events && <span className="text-red-700">{errors.events}</span>}
      </fieldset>
    </>
  );
}
