import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AffiliateDetailsPanel } from './affiliate-details-panel';
import { AffiliatesList, type AffiliateFilter } from './affiliates-list';

/** The list on the left, the chosen affiliate on the right (stacked on phones); both kept in the address bar. */
export function AffiliatesView() {
  const [params, setParams] = useSearchParams();
  const detailsRef = useRef<HTMLElement>(null);
  const filter: AffiliateFilter = {
    status: params.get('status') ?? '',
    search: params.get('search') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const selectedId = params.get('id');

  const write = (next: AffiliateFilter, id: string | null) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.search) search.set('search', next.search);
    if (next.page > 1) search.set('page', String(next.page));
    if (id) search.set('id', id);
    setParams(search);
  };
  const select = (id: string) => {
    write(filter, id);
    // On phones the details are below the list: bring them into view.
    requestAnimationFrame(() => detailsRef.current?.focus());
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(18rem,2fr)_3fr]">
      <AffiliatesList
        filter={filter}
        onFilter={(next) => write(next, selectedId)}
        selectedId={selectedId}
        onSelect={select}
      />
      <AffiliateDetailsPanel ref={detailsRef} id={selectedId} />
    </div>
  );
}
