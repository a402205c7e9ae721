import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackLink({ to, label = "Back" }: { to: string; label?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
      <ArrowLeft className="size-4" /> {label}
    </Link>
  );
}
