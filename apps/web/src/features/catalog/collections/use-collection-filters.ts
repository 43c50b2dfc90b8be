import { CATALOG_TEXTS, TIMINGS } from '@bookstore/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { readFilters, writeFilters, type CollectionFilters } from './filters';

export interface CollectionFiltersApi {
  filters: CollectionFilters;
  /** A filter or sort change: back to page 1, and the short 'Filters updated' toast. */
  change: (next: Partial<CollectionFilters>) => void;
  /** Replaces every filter at once (a chip's removal, 'Clear all'). */
  replace: (next: CollectionFilters, message?: string) => void;
  goToPage: (page: number) => void;
}

/** The collections page's filters, read from and written to the URL. */
export function useCollectionFilters(): CollectionFiltersApi {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const filters = useMemo(() => readFilters(params), [params]);

  const replace = useCallback(
    (next: CollectionFilters, message: string = CATALOG_TEXTS.filtersUpdated) => {
      setParams(writeFilters({ ...next, page: 1 }));
      toast.info(message, { durationMs: TIMINGS.filterToastMs });
    },
    [setParams, toast],
  );

  const change = useCallback((next: Partial<CollectionFilters>) => replace({ ...filters, ...next }), [filters, replace]);

  const goToPage = useCallback(
    (page: number) => {
      setParams(writeFilters({ ...filters, page }));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [filters, setParams],
  );

  return { filters, change, replace, goToPage };
}
