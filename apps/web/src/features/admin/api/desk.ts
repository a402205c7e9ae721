import { auditPageSchema } from "@placard/shared/audit";
import {
  adminPaymentPageSchema,
  adminWithdrawalPageSchema,
  type RefundPaymentInput,
  type RetryWithdrawalInput,
} from "@placard/shared/money-desk";
import { adminSupportPageSchema, type SupportMessage } from "@placard/shared/support";
import { adminAdPageSchema, adReportPageSchema, type TakeDownInput, type TakeDownResult } from "@placard/shared/trust";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/**
 * The console's content, reports, money, support and audit lists (issue #16 items 4–7):
 * each a cursor-paged GET under /api/admin, keyed under adminKeys.all so any action
 * refreshes every list of the console.
 */
function pagedList<Schema extends z.ZodType<{ nextCursor: string | null }>>(
  name: string,
  path: string,
  schema: Schema,
  filters: Record<string, string | undefined>,
) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.all, name, filters] as const,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      if (pageParam) params.set("cursor", pageParam);
      return schema.parse(await api.get(`${path}?${params.toString()}`, signal)) as z.infer<Schema>;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: z.infer<Schema>) => lastPage.nextCursor ?? undefined,
  });
}

export const useAdminAds = (filters: { state?: string; q?: string }) =>
  useInfiniteQuery(pagedList("ads", "/api/admin/ads", adminAdPageSchema, filters));
export const useAdReports = (status: string) =>
  useInfiniteQuery(pagedList("reports", "/api/admin/reports", adReportPageSchema, { status }));
export const useAdminWithdrawals = (status?: string) =>
  useInfiniteQuery(pagedList("withdrawals", "/api/admin/withdrawals", adminWithdrawalPageSchema, { status }));
export const useAdminPayments = (filters: { status?: string; q?: string }) =>
  useInfiniteQuery(pagedList("payments", "/api/admin/payments", adminPaymentPageSchema, filters));
export const useSupportInbox = (status?: string) =>
  useInfiniteQuery(pagedList("support", "/api/admin/support", adminSupportPageSchema, { status }));
export const useAuditLog = (filters: { action?: string; actorId?: string; targetType?: string; targetId?: string }) =>
  useInfiniteQuery(pagedList("audit", "/api/admin/audit", auditPageSchema, filters));

/** Every write of the desk refreshes the whole console (lists, overview, audit). */
function useDeskMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

const at = (id: string) => encodeURIComponent(id);

export const useTakeDown = () =>
  useDeskMutation(({ adId, ...input }: TakeDownInput & { adId: string }) =>
    api.post<TakeDownResult>(`/api/admin/ads/${at(adId)}/take-down`, input),
  );
export const useDismissReport = () =>
  useDeskMutation(({ reportId, note }: { reportId: string; note: string }) =>
    api.post<null>(`/api/admin/reports/${at(reportId)}/dismiss`, { note }),
  );
export const useRetryPayout = () =>
  useDeskMutation(({ id, ...input }: RetryWithdrawalInput & { id: string }) =>
    api.post<{ id: string }>(`/api/admin/withdrawals/${at(id)}/retry`, input),
  );
export const useCancelPayout = () =>
  useDeskMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post<null>(`/api/admin/withdrawals/${at(id)}/cancel`, { reason }),
  );
export const useRefundPayment = () =>
  useDeskMutation(({ id, ...input }: RefundPaymentInput & { id: string }) =>
    api.post<unknown>(`/api/admin/payments/${at(id)}/refund`, input),
  );
export const useReplyToSupport = () =>
  useDeskMutation(({ id, body }: { id: string; body: string }) =>
    api.post<SupportMessage>(`/api/admin/support/${at(id)}/reply`, { body }),
  );
