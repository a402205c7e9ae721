import { peoplePageSchema, personDetailSchema, type Person, type SuspendInput } from "@placard/shared/admin";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/people?q= — accounts whose name or email contains q, a page at a time. */
export const peopleQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.people(q),
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set("q", q);
      if (pageParam) params.set("cursor", pageParam);
      return peoplePageSchema.parse(await api.get(`/api/admin/people?${params.toString()}`, signal));
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function usePeople(q: string) {
  return useInfiniteQuery(peopleQuery(q));
}

/** GET /api/admin/people/:id — the account and what it owns. */
export const personQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.person(id),
    queryFn: async ({ signal }) =>
      personDetailSchema.parse(await api.get(`/api/admin/people/${encodeURIComponent(id)}`, signal)),
  });

export function usePerson(id: string) {
  return useQuery(personQuery(id));
}

/** POST …/suspend and …/reinstate: the account's page and the lists refresh. */
export function useSuspension(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const path = `/api/admin/people/${encodeURIComponent(id)}`;
  return {
    suspend: useMutation({
      mutationFn: (input: SuspendInput) => api.post<Person>(`${path}/suspend`, input),
      onSuccess: refresh,
    }),
    reinstate: useMutation({ mutationFn: () => api.post<Person>(`${path}/reinstate`), onSuccess: refresh }),
  };
}
