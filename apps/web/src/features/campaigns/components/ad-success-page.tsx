import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { campaignKeys } from "../api/keys";

export function AdSuccessPage() {
  const queryClient = useQueryClient();
  // The published draft is gone on the server; forget it here too.
  useEffect(() => queryClient.removeQueries({ queryKey: campaignKeys.draft }), [queryClient]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <CheckCircle2 className="size-16 text-emerald-500" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold">Ad Published Successfully!</h1>
      <p className="mt-3 text-slate-600">
        Each website's owner now reviews your ad. You can pay for a website as soon as its owner approves.
      </p>
      <Link
        to="/dashboard"
        className="mt-8 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Go to Dashboard
      </Link>
    </div>
  );
}
