import type { AnchorHTMLAttributes } from "react";

/** A link to another site: a new tab, no opener, no referrer. */
export function OutboundLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
