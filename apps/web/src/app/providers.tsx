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
      <Toaster position="top-right" duration={4000} visibleToasts={20} richColors style={{ maxWidth: 350 }} />
    </QueryClientProvider>
  );
}
