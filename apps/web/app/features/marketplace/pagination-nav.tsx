interface PaginationNavProps {
  currentPage: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

const buttonClass =
  'rounded-xl border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / next through the pages the API reports (pagination.pageCount). */
export function PaginationNav({ currentPage, pageCount, onPageChange }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Lead pages" className="flex items-center justify-center gap-3">
      <button
        type="button"
        className={buttonClass}
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        Previous
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page <strong>{currentPage}</strong> of <strong>{pageCount}</strong>
      </p>
      <button
        type="button"
        className={buttonClass}
        disabled={currentPage >= pageCount}
        onClick={() => onPageChange(currentPage + 1)}
      >
        Next
      </button>
    </nav>
  );
}
