import { useCallback, useSyncExternalStore } from 'react';

/** Fired on `window` when this tab writes a key; the `storage` event covers other tabs. */
const LOCAL_CHANGE_EVENT = 'bookstore:local-storage';

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // private mode or storage disabled: behave as if nothing is stored
    return null;
  }
}

/**
 * Makes the browser load this origin's local storage. Its first use waits for the browser's answer (several
 * ms on a busy phone): the entry calls this in a task of its own, so that wait does not lengthen one of
 * React's render tasks, where the first read would otherwise happen (issue 12: blocking time).
 */
export function loadLocalStorage(): void {
  readRaw('');
}

/** Parses a stored JSON string; anything missing or malformed gives `null`. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function readJson(key: string): unknown {
  return parseJson(readRaw(key));
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    return;
  }
  window.dispatchEvent(new CustomEvent(LOCAL_CHANGE_EVENT, { detail: { key } }));
}

function subscribe(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) onChange();
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<{ key: string }>).detail?.key === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_CHANGE_EVENT, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_CHANGE_EVENT, onLocal);
  };
}

/**
 * The raw stored string of `key`, kept current across this tab's writes (through writeJson) and other
 * tabs. Callers derive what they need from it; the raw string is a stable snapshot for React.
 */
export function useLocalStorageRaw(key: string): string | null {
  const subscribeToKey = useCallback((onChange: () => void) => subscribe(key, onChange), [key]);
  return useSyncExternalStore(
    subscribeToKey,
    () => readRaw(key),
    () => null,
  );
}

