import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";

/** A secret shown this once (a new webhook endpoint's, a rotated one's). */
export function ShownSecret({ secret, what }: { secret: string; what: string }) {
  return (
    <Alert tone="success">
      <span className="block">Copy your {what} now: it is shown only this once.</span>
      <code className="my-2 block break-all">{secret}</code>
      <CopyButton text={secret} label="Copy secret" />
    </Alert>
  );
}
