import { useState } from "react";
import { Link } from "react-router";
import { LoadMore } from "@/components/ui/load-more";
import { SearchInput } from "@/components/ui/search-input";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { SECONDARY_COLUMN, TableFrame } from "@/components/ui/table-frame";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { usePeople } from "../api/people";
import { PersonStatus } from "./person-status";
import { useTranslation } from "@/lib/i18n";
import { dayOf } from "./admin-labels";

/** /admin/people: accounts by name or email, newest first, a page at a time (issue #16 item 3). */
export function PeoplePage() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = usePeople(q);
  const people = data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation();

  return (
    <div>
      <h1 className="text-2xl font-bold">{t("admin.people.title")}</h1>
      <SearchInput
        className="mt-4 max-w-md"
        aria-label={t("admin.people.search")}
        placeholder={t("admin.people.search_placeholder")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="mt-4">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title={t("admin.people.failed")} message={error.message} />
        ) : people.length === 0 ? (
          <EmptyState title={t("admin.people.none")} text={q ? t("admin.people.none_text", { q }) : undefined} />
        ) : (
          <TableFrame label={t("admin.people.accounts")}>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t("admin.people.account")}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t("admin.people.standing")}
                  </th>
                  <th scope="col" className={`${SECONDARY_COLUMN} px-4 py-2 font-medium`}>
                    {t("admin.people.joined")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {people.map((person) => (
                  <tr key={person.id} className="border-b border-slate-100 last:border-0">
                    <td className="px-4 py-2">
                      <Link to={`/admin/people/${person.id}`} className="font-medium text-brand-700 hover:underline">
                        {person.name || person.email}
                      </Link>
                      <div className="text-slate-600">{person.email}</div>
                    </td>
                    <td className="px-4 py-2">
                      <PersonStatus person={person} />
                    </td>
                    <td className={`${SECONDARY_COLUMN} px-4 py-2 text-slate-600`}>{dayOf(person.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
        <LoadMore hasMore={!!hasNextPage} isLoading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      </div>
    </div>
  );
}
