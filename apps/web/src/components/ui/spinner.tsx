import { clsx } from "clsx";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={clsx("inline-block", className)}>
      <span className="block size-full animate-spin rounded-full border-2 border-current border-r-transparent" />
    </span>
  );
}

/** Shown while the session loads on a protected screen (SPEC §2 access rules). */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white" data-testid="full-screen-spinner">
      <Spinner className="size-10 text-brand-600" label="Loading your session" />
    </div>
  );
}
