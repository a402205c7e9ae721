import { Navigate, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { LoadingState } from "@/components/ui/states";
import { useWebsite } from "../api/get-website";
import { SpaceSelector } from "./space-selector";
import { formatWhole, splitAround, useTranslation } from "@/lib/i18n";

/** /create-categories/:websiteId — 'Select Your Ad Spaces' for a new (or any) website of yours. */
export function CreateCategoriesPage() {
  const { websiteId } = useParams();
  const navigate = useNavigate();
  const { data: website, isPending, error } = useWebsite(websiteId);
  const { t } = useTranslation();

  if (!websiteId || error) return <Navigate to="/create-website" replace />;
  if (isPending) return <LoadingState label={t("inventory.create_spaces.loading")} />;
  const [before, after] = splitAround((slot) => t("inventory.create_spaces.intro", { name: slot }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">
        {t("inventory.create_spaces.eyebrow")}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{t("inventory.create_spaces.title")}</h1>
      <p className="mt-2 text-slate-600">
        {before}
        <span className="font-semibold">{website.name}</span>
        {after}
      </p>
      <div className="mt-8">
        <SpaceSelector
          websiteId={websiteId}
          onCreated={(_spaces, count) => {
            toast.success(
              t("inventory.create_spaces.created", { count, shown: formatWhole(count), name: website.name }),
              {
                duration: 2000,
              },
            );
            navigate("/projects", { state: { createdSpaces: count, websiteId } });
          }}
        />
      </div>
    </div>
  );
}
