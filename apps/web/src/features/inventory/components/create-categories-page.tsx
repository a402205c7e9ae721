import { Navigate, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { LoadingState } from "@/components/ui/states";
import { useWebsite } from "../api/get-website";
import { SpaceSelector } from "./space-selector";

/** /create-categories/:websiteId — 'Select Your Ad Spaces' for a new (or any) website of yours. */
export function CreateCategoriesPage() {
  const { websiteId } = useParams();
  const navigate = useNavigate();
  const { data: website, isPending, error } = useWebsite(websiteId);

  if (!websiteId || error) return <Navigate to="/create-website" replace />;
  if (isPending) return <LoadingState label="Loading your website" />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Ad Space Selection</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Select Your Ad Spaces</h1>
      <p className="mt-2 text-slate-600">
        Choose where ads can appear on <span className="font-semibold">{website.name}</span>, then set a monthly price
        and how many advertisers may share each space.
      </p>
      <div className="mt-8">
        <SpaceSelector
          websiteId={websiteId}
          onCreated={(_spaces, count) => {
            toast.success(`${count} ad ${count === 1 ? "space" : "spaces"} created on ${website.name}`, {
              duration: 2000,
            });
            navigate("/projects", { state: { createdSpaces: count, websiteId } });
          }}
        />
      </div>
    </div>
  );
}
