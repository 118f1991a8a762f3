interface PaginationNavProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label: string;
}

/** Previous / next through a paginated list (docs/product.md §3: currentPage and pageCount). */
export function PaginationNav({ page, pageCount, onPageChange, label }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  const button =
    'rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        className={button}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
