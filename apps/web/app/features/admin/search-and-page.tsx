import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TextField, buttonClass } from '../../components/form-controls';

/**
 * A console list's search and page, kept in the URL (`?search=…&page=…`) so a search can be
 * bookmarked and shared; `go` moves to another search or page.
 */
export function useSearchAndPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (nextSearch: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextSearch) next.set('search', nextSearch);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  return { search, page, go };
}

/** The search box above a console list: submitting starts again from page 1. */
export function SearchForm({
  label,
  placeholder,
  search,
  onSearch,
}: {
  /** The form's accessible name, e.g. "Search invoices". */
  label: string;
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
}) {
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="min-w-0 flex-1 sm:max-w-md">
        <TextField
          label="Search"
          type="search"
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={100}
        />
      </div>
      <button type="submit" className={buttonClass('primary', 'sm')}>
        Search
      </button>
    </form>
  );
}
