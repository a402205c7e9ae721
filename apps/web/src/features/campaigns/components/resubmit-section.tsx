import type { Ad } from "@placard/shared/ads";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { useAdWebsites } from "../api/get-ad-websites";
import { useResubmitAd } from "../api/resubmit-ad";
import { BusinessFields, useBusinessFields } from "./business-fields";

/**
 * On a campaign rejected on a website (#15.2): the owners' reasons, and the ad's details to
 * edit and send back to their review. The reasons stay in view while editing.
 */
export function ResubmitSection({ ad }: { ad: Ad }) {
  if (ad.stateCounts.rejected === 0) return null;
  return <RejectedSection ad={ad} />;
}

/** The rejected websites come a page at a time, as the ad's other websites (decision 0047). */
function RejectedSection({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const pages = useAdWebsites(ad.id, "rejected");
  const rejected = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="resubmit-heading" className="rounded-2xl border border-red-200 bg-red-50 p-4">
      <h2 id="resubmit-heading" className="text-lg font-semibold text-red-900">
        {t("campaigns.resubmit.title")}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-red-800">
        {rejected.map((website) => (
          <li key={website.requestId}>
            <span className="font-semibold">{website.name}:</span>{" "}
            {website.rejectionReason ?? t("campaigns.resubmit.no_reason")}
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <Button
          className="mt-2"
          variant="ghost"
          onClick={() => void pages.fetchNextPage()}
          isBusy={pages.isFetchingNextPage}
        >
          {t("campaigns.resubmit.more")}
        </Button>
      )}
      {isEditing ? (
        <ResubmitForm ad={ad} onDone={() => setIsEditing(false)} />
      ) : (
        <Button className="mt-3" variant="secondary" onClick={() => setIsEditing(true)}>
          {t("campaigns.resubmit.edit")}
        </Button>
      )}
    </section>
  );
}

function ResubmitForm({ ad, onDone }: { ad: Ad; onDone: () => void }) {
  const { t } = useTranslation();
  const resubmit = useResubmitAd(ad.id);
  const { field, isValid, parse } = useBusinessFields({
    businessName: ad.businessName,
    businessLink: ad.businessLink,
    businessLocation: ad.businessLocation,
    description: ad.description,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = parse();
    if (!details) return;
    resubmit.mutate(details, {
      onSuccess: () => {
        toast.success(t("campaigns.resubmit.sent"));
        onDone();
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t("campaigns.resubmit.edit")} className="mt-4 flex flex-col gap-4">
      {resubmit.error && <Alert>{resubmit.error.message}</Alert>}
      <BusinessFields field={field} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!isValid} isBusy={resubmit.isPending}>
          {t("campaigns.resubmit.submit")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("campaigns.cancel")}
        </Button>
      </div>
    </form>
  );
}
