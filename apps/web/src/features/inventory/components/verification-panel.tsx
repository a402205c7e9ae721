import {
  VERIFICATION_FILE_PATH,
  verificationFileContents,
  verificationFileUrl,
  verificationMetaTag,
  type Website,
} from "@placard/shared/websites";
import { Eye, ShieldCheck } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { activeLocale, formatLongDay, i18n, splitSlots, useTranslation } from "@/lib/i18n";
import { useVerifyWebsite } from "../api/verify-website";

/** "Embed seen on https://example.com at November 26, 2026, 5:20 AM": a hint, not proof. */
export function embedSeenText(seen: NonNullable<Website["embedSeen"]>): string {
  const locale = activeLocale();
  const time = new Date(seen.at).toLocaleTimeString(locale === "en" ? "en-US" : locale, {
    hour: "numeric",
    minute: "2-digit",
  });
  return i18n.t("inventory.verify.embed_seen", { origin: seen.origin, date: formatLongDay(seen.at), time });
}

function EmbedSeen({ website }: { website: Website }) {
  if (!website.embedSeen) return null;
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-slate-600" data-testid="embed-seen">
      <Eye className="size-4" aria-hidden="true" /> {embedSeenText(website.embedSeen)}
    </p>
  );
}

/**
 * For a website not yet verified, the two ways to prove it is the owner's (decision 0005):
 * the meta tag on its home page or the verification file at its host's root, then 'Verify
 * now'. Where the embed was seen is shown as a hint only: it verifies nothing.
 */
export function VerificationPanel({ website }: { website: Website }) {
  const verify = useVerifyWebsite();
  const { t } = useTranslation();
  if (website.status === "verified") return <EmbedSeen website={website} />;
  const tag = verificationMetaTag(website.verificationToken);
  const fileUrl = verificationFileUrl(website.url);
  const fileContents = verificationFileContents(website.verificationToken);
  return (
    <section aria-label={t("inventory.verify.title")} className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-amber-900">
        <ShieldCheck className="size-5" aria-hidden="true" /> {t("inventory.verify.title")}
      </h2>
      <p className="mt-1 text-sm text-amber-900">{t("inventory.verify.intro")}</p>
      <ol className="mt-3 flex flex-col gap-3 text-sm text-amber-900">
        <li>
          <p>
            <span className="font-semibold">{t("inventory.verify.meta_label")}</span>{" "}
            {splitSlots((slot) => t("inventory.verify.meta_text", { head: slot(0), url: website.url })).map((piece) =>
              typeof piece === "number" ? <code key="head">&lt;head&gt;</code> : piece,
            )}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <code className="rounded-lg bg-white px-3 py-2 text-slate-800" data-testid="verification-tag">
              {tag}
            </code>
            <CopyButton text={tag} />
          </div>
        </li>
        <li>
          <p>
            <span className="font-semibold">{t("inventory.verify.file_label")}</span>{" "}
            {splitSlots((slot) => t("inventory.verify.file_text", { url: slot(0) })).map((piece) =>
              typeof piece === "number" ? (
                <code key="url" className="break-all" data-testid="verification-file-url">
                  {fileUrl}
                </code>
              ) : (
                piece
              ),
            )}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <code className="rounded-lg bg-white px-3 py-2 text-slate-800" data-testid="verification-file-contents">
              {website.verificationToken}
            </code>
            <CopyButton text={fileContents} />
            <a
              className="text-xs font-semibold text-brand-700 hover:underline"
              download={VERIFICATION_FILE_PATH.split("/").pop()}
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(fileContents)}`}
            >
              {t("inventory.verify.download")}
            </a>
          </div>
        </li>
      </ol>
      <div className="mt-4">
        <Button onClick={() => verify.mutate(website.id)} isBusy={verify.isPending}>
          {t("inventory.verify.submit")}
        </Button>
      </div>
      {website.embedSeen && (
        <p className="mt-3 text-sm text-amber-900">
          <span data-testid="embed-seen">{embedSeenText(website.embedSeen)}</span>
          {t("inventory.verify.hint_only")}
        </p>
      )}
      {verify.error && (
        <div className="mt-3">
          <Alert>{verify.error.message}</Alert>
        </div>
      )}
    </section>
  );
}
