import type { Website } from "@placard/shared/websites";
import { toast } from "sonner";
import { InlineEdit } from "@/components/ui/inline-edit";
import { useTranslation } from "@/lib/i18n";
import { useRenameWebsite } from "../api/rename-website";

/** The website's name, renamed inline (both the manager and the details screen use it). */
export function WebsiteNameEditor({ website, className }: { website: Website; className?: string }) {
  const rename = useRenameWebsite();
  const { t } = useTranslation();
  return (
    <InlineEdit
      label={t("inventory.website_name")}
      value={website.name}
      className={className}
      onSave={async (name) => {
        try {
          await rename.mutateAsync({ id: website.id, name });
        } catch (error) {
          toast.error((error as Error).message || t("inventory.rename_failed"));
          throw error;
        }
      }}
    />
  );
}
