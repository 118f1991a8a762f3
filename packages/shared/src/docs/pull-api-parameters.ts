import { z } from 'zod';
import { getPurchasedPremiumLeads } from '../contracts/leads.js';
import { LIMITS } from '../messages.js';

type PullApiQuery = z.input<typeof getPurchasedPremiumLeads.query>;

export interface QueryParameterDoc {
  name: string;
  /** What a caller writes: 'whole number', one of a list, an ISO 8601 date-time... */
  format: string;
  required: boolean;
  description: string;
}

/**
 * Only the prose is written here; names, formats and allowed values come from the contract.
 * Keyed by the query's own type, so a parameter added to or removed from the contract fails
 * the typecheck until it is described.
 */
const DESCRIPTIONS: Record<keyof PullApiQuery, string> = {
  page: "Which page to return, starting at 1. The answer's pagination.pageCount says how many there are.",
  limit: `Leads per page: ${LIMITS.pageSizeDefault} unless given, at most ${LIMITS.pageSizeMax}.`,
  lead_type: 'Only premium leads (taken with a credit) or only exclusive leads (bought from the wallet).',
  state: 'Only leads in this US state, as its two-letter code.',
  since:
    'Only leads purchased after this moment. Store the purchased_at of the last lead you received and pass it here on the next poll, so you never miss or repeat a lead.',
  cursor:
    'Instead of page: the pagination.nextCursor of the page you just read, to read the next one. It is absent on the last page.',
};

interface JsonSchemaProperty {
  type?: string;
  enum?: string[];
  format?: string;
  pattern?: string;
}

function formatOf(property: JsonSchemaProperty): string {
  if (property.enum)
    return property.enum.length > 6
      ? `one of ${property.enum.length} codes, e.g. ${property.enum.slice(0, 3).join(', ')}`
      : `one of ${property.enum.join(', ')}`;
  if (property.format === 'date-time') return 'ISO 8601 date-time, e.g. 2026-01-31T00:00:00Z';
  if (property.pattern === '^\\d+$') return 'whole number';
  return property.type ?? 'text';
}

/** The query parameters of GET leads/get-purchased-premium-leads, derived from its zod contract. */
export function describePullApiParameters(): QueryParameterDoc[] {
  const schema = z.toJSONSchema(getPurchasedPremiumLeads.query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchemaProperty>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    format: formatOf(property),
    required: schema.required?.includes(name) ?? false,
    description: DESCRIPTIONS[name as keyof PullApiQuery] ?? '',
  }));
}
