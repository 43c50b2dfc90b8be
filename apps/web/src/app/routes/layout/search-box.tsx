import { formatRupees, MESSAGES, SEARCH_SUGGESTIONS_DEBOUNCE_MS } from '@bookstore/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createSearchParams, useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { useSearchSuggestions } from '@/features/catalog';
import { cardCoverOf, PLACEHOLDER_COVER } from '@/components/product';
import './search-box.css';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Searches the catalogue. While typing, the first 5 matching books are suggested (one call per pause
 * in typing; 'No matched books available' when none); arrow keys move through them, Enter opens one.
 * Submitting non-blank text opens /collections?search=... On /collections the box shows that search.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === '/collections' ? (new URLSearchParams(location.search).get('search') ?? '') : '';
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const inputId = useId();

  // a new URL search (or leaving /collections) resets the box to it
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    setShownFor(current);
    setText(current);
  }

  const query = useDebounced(text.trim(), SEARCH_SUGGESTIONS_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(query);
  const books = query ? (suggestions.data?.products ?? []) : [];
  const showList = open && text.trim() !== '' && query !== '' && (suggestions.isSuccess || suggestions.isError);

  const close = () => {
    setOpen(false);
    setHighlight(-1);
  };

  const openBook = (id: string) => {
    close();
    inputRef.current?.blur();
    navigate(`/product/${encodeURIComponent(id)}`);
  };

  const submit = () => {
    const value = text.trim();
    if (!value) {
      inputRef.current?.focus();
      return;
    }
    close();
    inputRef.current?.blur();
    navigate({ pathname: '/collections', search: `?${createSearchParams({ search: value }).toString()}` });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (!showList || books.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // positions -1 (the box itself) .. books.length - 1, wrapping around
      const positions = books.length + 1;
      setHighlight((index) => ((((index + 1 + step) % positions) + positions) % positions) - 1);
    } else if (event.key === 'Enter' && highlight >= 0 && highlight < books.length) {
      event.preventDefault();
      openBook(books[highlight]!.id);
    }
  };

  return (
    <form
      role="search"
      className={`search-box ${className}`.trim()}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search books
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="search"
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && highlight >= 0 && highlight < books.length ? `${listId}-${highlight}` : undefined}
        className="search-box__input"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setHighlight(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder="Search books, authors…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      <button type="submit" className="search-box__button" aria-label="Search">
        <SearchIcon size={20} />
      </button>

      {showList && (
        <div className="search-suggestions">
          {books.length === 0 ? (
            <p className="search-suggestions__empty" role="status">
              {MESSAGES.empty.noSuggestions}
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label="Suggested books" className="search-suggestions__list">
              {books.map((book, index) => (
                <li
                  key={book.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === highlight}
                  className="search-suggestion"
                  // keep the focus in the box until the click lands
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => openBook(book.id)}
                >
                  <img
                    src={cardCoverOf(book)}
                    alt=""
                    width={36}
                    height={48}
                    loading="lazy"
                    onError={(event) => {
                      event.currentTarget.src = PLACEHOLDER_COVER;
                    }}
                  />
                  <span className="search-suggestion__text">
                    <span className="search-suggestion__name" dir="auto">
                      {book.name}
                    </span>
                    <span className="visually-hidden">, </span>
                    <span className="search-suggestion__meta">
                      {book.author && (
                        <>
                          <bdi>{book.author}</bdi>
                          {' · '}
                        </>
                      )}
                      {formatRupees(book.price)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {books.length > 0 && (
            <button type="submit" className="search-suggestions__all">
              See all results for “<span dir="auto">{text.trim()}</span>”
            </button>
          )}
        </div>
      )}
    </form>
  );
}
