import { verificationMetaTag, type Website } from "@placard/shared/websites";
import { ShieldCheck } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { useVerifyWebsite } from "../api/verify-website";

/**
 * For a website not yet verified: the meta tag to put on its home page and 'Verify now',
 * or the note that installing an ad space verifies it too.
 */
export function VerificationPanel({ website }: { website: Website }) {
  const verify = useVerifyWebsite();
  if (website.status === "verified") return null;
  const tag = verificationMetaTag(website.verificationToken);
  return (
    <section aria-label="Verify your website" className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-amber-900">
        <ShieldCheck className="size-5" aria-hidden="true" /> Verify your website
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        Paste this tag into the <code>&lt;head&gt;</code> of your home page, then press Verify now. Or add any ad
        space&apos;s integration code: the website is verified as soon as an ad space loads on it.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code className="rounded-lg bg-white px-3 py-2 text-sm text-slate-800" data-testid="verification-tag">
          {tag}
        </code>
        <CopyButton text={tag} />
        <Button onClick={() => verify.mutate(website.id)} isBusy={verify.isPending}>
          Verify now
        </Button>
      </div>
      {verify.error && (
        <div className="mt-3">
          <Alert>{verify.error.message}</Alert>
        </div>
      )}
    </section>
  );
}
