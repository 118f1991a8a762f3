import {
  LEAD_QUALITY_MIN_LEADS,
  LEAD_QUALITY_SOURCES,
  LEAD_QUALITY_WINDOW_DAYS,
  US_STATES,
  US_STATE_CODES,
  type LeadQualityFigures,
  type StateLeadQuality,
  type UsStateCode,
} from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';

/** Statuses that say the buyer reached the seller (issue 22.5: contact rate from buyers' pipelines). */
const CONTACTED_STATUSES = ['contacted', 'appointment_set', 'offer_made', 'under_contract', 'closed'];

interface GroupRow {
  key: string | null;
  leads_published: number;
  purchases: number;
  kept: number;
  contacted: number;
  returned: number;
  median_minutes: number | null;
}

const DAY_MS = 86_400_000;

/** The window the figures cover: the last 90 days up to now. */
export function qualityWindow(now: Date) {
  const from = new Date(now.getTime() - LEAD_QUALITY_WINDOW_DAYS * DAY_MS);
  return {
    window_days: LEAD_QUALITY_WINDOW_DAYS,
    min_leads: LEAD_QUALITY_MIN_LEADS,
    from: from.toISOString(),
    to: now.toISOString(),
  };
}

/**
 * One row per group (`groupBy` over the leads table, aliased `l`) of the leads published in the
 * window: how many, their purchases, those kept (not reversed), those a buyer marked contacted or
 * further (now or at any time in their history), the approved refund and replacement requests,
 * and the median minutes from publishing to the first purchase over the leads that were bought.
 */
async function groupFigures(
  db: DbOrTx,
  now: Date,
  groupBy: SQL,
  where: SQL = sql`true`,
): Promise<GroupRow[]> {
  const from = new Date(now.getTime() - LEAD_QUALITY_WINDOW_DAYS * DAY_MS);
  const contacted = sql.join(
    CONTACTED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return rowsOf<GroupRow>(
    db,
    sql`with per_lead as (
        select ${groupBy} as key,
          (select min(p.created_at) from lead_purchases p where p.lead_id = l.id) - l.published_at as to_first,
          (select count(*) from lead_purchases p where p.lead_id = l.id) as purchases,
          (select count(*) from lead_purchases p where p.lead_id = l.id and p.reversed_at is null) as kept,
          (select count(*) from lead_purchases p where p.lead_id = l.id and p.reversed_at is null
            and (p.pipeline_status::text in (${contacted})
              or exists (select 1 from pipeline_status_changes c
                where c.lead_purchase_id = p.id and c.to_status::text in (${contacted})))) as contacted,
          (select count(*) from refund_requests r where r.lead_id = l.id and r.status = 'approved') as returned
        from leads l
        where l.published_at is not null and l.published_at > ${from.toISOString()}
          and l.published_at <= ${now.toISOString()} and ${where}
      )
      select key, count(*)::int as leads_published, coalesce(sum(purchases), 0)::int as purchases,
        coalesce(sum(kept), 0)::int as kept, coalesce(sum(contacted), 0)::int as contacted,
        coalesce(sum(returned), 0)::int as returned,
        (percentile_cont(0.5) within group (order by extract(epoch from to_first) / 60))::float8 as median_minutes
      from per_lead group by key`,
  );
}

/** The published figures of a group: only counts where it has fewer than 20 leads. */
export function figuresOf(row: GroupRow | undefined): LeadQualityFigures {
  const leads = row?.leads_published ?? 0;
  if (!row || leads < LEAD_QUALITY_MIN_LEADS)
    return {
      leads_published: leads,
      enough_leads: false,
      purchases: null,
      median_minutes_to_first_buyer: null,
      contact_rate: null,
      return_rate: null,
    };
  return {
    leads_published: leads,
    enough_leads: true,
    purchases: row.purchases,
    median_minutes_to_first_buyer: row.median_minutes === null ? null : Math.round(row.median_minutes),
    contact_rate: row.kept > 0 ? row.contacted / row.kept : null,
    return_rate: row.purchases > 0 ? row.returned / row.purchases : null,
  };
}

/** Every state (or one), in the order of the state list, with its figures. */
export async function leadQualityByState(db: DbOrTx, now: Date, state?: UsStateCode) {
  const rows = await groupFigures(db, now, sql`l.state`, state ? sql`l.state = ${state}` : undefined);
  const byState = new Map(rows.map((row) => [row.key, row]));
  const states: StateLeadQuality[] = (state ? [state] : US_STATE_CODES).map((code) => ({
    state: code,
    state_name: US_STATES[code],
    ...figuresOf(byState.get(code)),
  }));
  return { ...qualityWindow(now), states };
}

/** The same figures by the lead's source, for the console. */
export async function leadQualityBySource(db: DbOrTx, now: Date) {
  const rows = await groupFigures(db, now, sql`coalesce(l.source, 'not recorded')`);
  const bySource = new Map(rows.map((row) => [row.key, row]));
  return {
    ...qualityWindow(now),
    sources: LEAD_QUALITY_SOURCES.map((source) => ({ source, ...figuresOf(bySource.get(source)) })),
  };
}
