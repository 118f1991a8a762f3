import { AUDIT_KIND_VALUES, type QueryOf, type getAuditLog } from '@app/shared';

/** The audit log's filters as the address bar keeps them (a reload or the back button keeps them). */
export interface AuditFilters {
  /** An admin's id, 'system', or '' for everyone. */
  actor: string;
  /** A kind of record (AUDIT_KINDS), or '' for every kind. */
  entity: string;
  /** Days in Central time, YYYY-MM-DD, both included; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTOR = /^(system|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The filters in the address bar, with anything the API would refuse dropped. */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const pick = (key: string, valid: (value: string) => boolean) => {
    const value = params.get(key) ?? '';
    return valid(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    actor: pick('actor', (v) => ACTOR.test(v)),
    entity: pick('entity', (v) => (AUDIT_KIND_VALUES as readonly string[]).includes(v)),
    from: pick('from', (v) => DAY.test(v)),
    to: pick('to', (v) => DAY.test(v)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address-bar form of the filters: empty ones and page 1 are left out. */
export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actor', 'entity', 'from', 'to'] as const)
    if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export type AuditLogQuery = QueryOf<typeof getAuditLog>;

/** The query of admin/get-audit-log for the filters. */
export function toAuditLogQuery(filters: AuditFilters): AuditLogQuery {
  const query: AuditLogQuery = { page: String(filters.page) };
  if (filters.actor) query.actor = filters.actor;
  if (filters.entity) query.entity = filters.entity as AuditLogQuery['entity'];
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

export const hasAuditFilters = (filters: AuditFilters) =>
  Boolean(filters.actor || filters.entity || filters.from || filters.to);
