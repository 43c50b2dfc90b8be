import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminQueryRoot } from '../layout/admin-session';

/** The admin's own query root (see admin-session): the keys start with it. */
export type Root = readonly unknown[];

/** The query keys of one back-office section: all of it, one page of its list, one item. */
export function sectionKeys<Query>(section: string) {
  return {
    all: (root: Root) => [...root, section] as const,
    list: (root: Root, query: Query) => [...root, section, 'list', query] as const,
    detail: (root: Root, id: string) => [...root, section, 'detail', id] as const,
  };
}

/** One page of a section's list; the previous page stays on screen while the next one loads. */
export function useSectionList<Query, Data>(
  keys: ReturnType<typeof sectionKeys<Query>>,
  query: Query,
  fetchPage: (query: Query, signal: AbortSignal) => Promise<Data>,
) {
  const root = useAdminQueryRoot();
  return useQuery({
    queryKey: keys.list(root, query),
    queryFn: ({ signal }) => fetchPage(query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
