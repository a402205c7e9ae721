import type {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveryItem,
  WebhookEndpointItem,
  WebhookEndpointWithSecret,
} from "@placard/shared/webhooks";
import type { Page } from "@placard/shared/pagination";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const ENDPOINTS_KEY = ["account", "webhooks"] as const;
const deliveriesKey = (endpointId: string) => ["account", "webhooks", endpointId, "deliveries"] as const;

/** The signed-in person's webhook endpoints (their secrets are shown only when made or rotated). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: ENDPOINTS_KEY,
    queryFn: ({ signal }) => api.get<{ items: WebhookEndpointItem[] }>("/api/account/webhooks", signal),
  });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpointInput) =>
      api.post<WebhookEndpointWithSecret>("/api/account/webhooks", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY }),
  });
}

const endpointPath = (id: string) => `/api/account/webhooks/${encodeURIComponent(id)}`;

/** A new address and/or events. */
export function useUpdateWebhookEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWebhookEndpointInput) => api.patch<WebhookEndpointItem>(endpointPath(id), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY }),
  });
}

/** Pauses (events are held) or resumes (what was held is sent). */
export function useSetWebhookPaused(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPaused: boolean) =>
      api.post<WebhookEndpointItem & { resumedDeliveries?: number }>(
        `${endpointPath(id)}/${isPaused ? "pause" : "resume"}`,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY }),
        queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
      ]),
  });
}

/** A new secret, shown once; the old one also signs for a day. */
export function useRotateWebhookSecret(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WebhookEndpointWithSecret>(`${endpointPath(id)}/secret`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/account/webhooks/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY }),
  });
}

/** An endpoint's deliveries, newest first, a page at a time. */
export function useWebhookDeliveries(endpointId: string) {
  return useInfiniteQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<WebhookDeliveryItem>>(
        `/api/account/webhooks/${encodeURIComponent(endpointId)}/deliveries?limit=10${
          pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""
        }`,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** Sends a delivery again, with the same webhook-id. */
export function useResendWebhookDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post<WebhookDeliveryItem>(
        `/api/account/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
