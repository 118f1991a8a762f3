import { LEAD_TYPES, US_STATE_CODES, type QueryOf, type getAdminLeads } from '@app/shared';
import { LEAD_STATUSES } from '../admin-format';

export type AdminLeadsQuery = QueryOf<typeof getAdminLeads>;

export interface LeadSearch {
  search: string;
  status: string;
  state: string;
  lead_type: string;
  /** The leads one import added (its page links here). */
  import_id: string;
  page: number;
}

const oneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : '';

/** The search kept in the address bar (so a reload or the back button keeps it), with unknown values dropped. */
export function leadSearchFromParams(params: URLSearchParams): LeadSearch {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: oneOf(LEAD_STATUSES, params.get('status')),
    state: oneOf(US_STATE_CODES, params.get('state')),
    lead_type: oneOf(LEAD_TYPES, params.get('lead_type')),
    import_id: /^[0-9a-f-]{36}$/i.test(params.get('import_id') ?? '') ? params.get('import_id')! : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address-bar form of a search: empty values and page 1 are left out. */
export function leadSearchToParams(search: LeadSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'status', 'state', 'lead_type', 'import_id'] as const) {
    const value = search[key].trim();
    if (value) params.set(key, value);
  }
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The query of admin/get-leads for a search. */
export function toAdminLeadsQuery(search: LeadSearch, limit = 25): AdminLeadsQuery {
  const query: AdminLeadsQuery = { page: String(search.page), limit: String(limit) };
  if (search.search.trim()) query.search = search.search.trim();
  if (search.status) query.status = search.status as AdminLeadsQuery['status'];
  if (search.state) query.state = search.state as AdminLeadsQuery['state'];
  if (search.lead_type) query.lead_type = search.lead_type as AdminLeadsQuery['lead_type'];
  if (search.import_id) query.import_id = search.import_id;
  return query;
}
