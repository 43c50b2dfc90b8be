import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type FilterPatch = Record<string, string | null | undefined>;

/**
 * A list's filters live in the address (shareable links, Back works). `update` changes some of them
 * and, unless told otherwise, goes back to page 1; blank values are removed.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: FilterPatch, { keepPage = false }: { keepPage?: boolean } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { params, update, clear };
}

/** A whole number >= 1 from the address, else 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A search box tied to `?name=`: typing updates the box at once and the address (so the query) once
 * the typing pauses; a change of the address from elsewhere (Back, Reset) refills the box.
 */
export function useSearchInput(name: string, update: (patch: FilterPatch) => void, params: URLSearchParams, delayMs = 350) {
  const fromUrl = params.get(name) ?? '';
  const [text, setText] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef(fromUrl);

  if (fromUrl !== seen) {
    setSeen(fromUrl);
    setText(fromUrl);
  }

  useEffect(() => {
    current.current = fromUrl;
  }, [fromUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // the same words again (a space added, Enter pressed twice) keep the page and ask nothing new
  const commit = (value: string) => {
    if (value.trim() !== current.current) update({ [name]: value.trim() });
  };
  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    // a link followed while the typing pauses (an order opened from the list) has already moved the address;
    // the list is still on screen while the next page loads, and committing now would bring it back
    const typedOn = window.location.pathname;
    timer.current = setTimeout(() => {
      if (window.location.pathname === typedOn) commit(value);
    }, delayMs);
  };
  /** Enter: search now. */
  const flush = () => {
    clearTimeout(timer.current);
    commit(text);
  };
  return { text, onChange, flush };
}
