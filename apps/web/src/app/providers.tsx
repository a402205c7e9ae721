import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "@/lib/query-client";

/** SPEC §9 toasts: 4 s (2 s for success), at most 20, at most 350 px wide. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Below the sticky header (h-16), so a toast never covers its buttons (#15.13). */}
      <Toaster
        position="top-right"
        offset={{ top: 80 }}
        mobileOffset={{ top: 72 }}
        duration={4000}
        visibleToasts={20}
        richColors
        style={{ maxWidth: 350 }}
      />
    </QueryClientProvider>
  );
}
