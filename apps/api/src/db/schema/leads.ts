import {
  DEAL_TYPES,
  LEAD_CONDITIONS,
  LEAD_OCCUPANCIES,
  LEAD_SOURCES,
  PIPELINE_STATUSES,
  type LeadConsent,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const leadType = pgEnum('lead_type', ['premium', 'exclusive']);
/**
 * scheduled: imported, waiting for the daily 10:00 Central publish; published: for sale;
 * sold_out: reached its buyer limit; expired: 30 days passed; withdrawn: taken down by the team
 * (buyers who own it keep it).
 */
export const leadStatus = pgEnum('lead_status', [
  'scheduled',
  'published',
  'sold_out',
  'expired',
  'withdrawn',
]);

/**
 * Radius search looks leads up by grid cell (docs/product.md §14, docs/decisions/010): cells of
 * half a degree of latitude by half a degree of longitude, numbered row by row from the south pole
 * and the antimeridian. A 50 km circle covers about nine cells; smaller cells mean more index
 * look-ups per search, larger ones more rows outside the circle to skip.
 */
export const GEO_CELL_DEGREES = 0.5;
export const GEO_CELL_COLUMNS = 360 / GEO_CELL_DEGREES;

/**
 * Advanced by a statement trigger on every change to `leads` (migration 0006), so that a cached
 * page index of the marketplace knows whether it still matches the table.
 */
export const leadsChangeSeq = pgSequence('leads_change_seq');

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadName: text('lead_name').notNull(),
    leadPhone: text('lead_phone').notNull(),
    propertyType: text('property_type').notNull(),
    listed: boolean('listed').notNull().default(false),
    reason: text('reason').notNull(),
    leadType: leadType('lead_type').notNull(),
    sellingTimeline: text('selling_timeline').notNull(),
    addressLine1: text('address_line_1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    /**
     * "Cuyahoga County, OH": derived from the ZIP (lib/zip-counties.ts) wherever a lead is written;
     * null until then for rows written by other means, which start-up fills (decision 021).
     */
    county: text('county'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Exclusive leads only, integer cents. */
    priceCents: integer('price_cents'),
    /** 3 for premium leads, 1 for exclusive leads (docs/product.md §14). */
    maxBuyers: integer('max_buyers').notNull(),
    buyersCount: integer('buyers_count').notNull().default(0),
    status: leadStatus('status').notNull().default('scheduled'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Premium leads leave the marketplace 30 days after publishing. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * What duplicates are judged by (docs/decisions/022): the phone in E.164, and the street
     * address lower-cased with its ZIP. A lead is a duplicate only when both match.
     */
    phoneKey: text('phone_key').notNull(),
    addressKey: text('address_key').notNull(),
    importBatchId: uuid('import_batch_id'),
    // Issue 18.3, rich leads: the property and the conversation, all optional (packages/shared
    // lead-details.ts names and bounds them). Money in whole US dollars; equity is derived.
    sellerEmail: text('seller_email'),
    bedrooms: integer('bedrooms'),
    bathrooms: doublePrecision('bathrooms'),
    squareFeet: integer('square_feet'),
    lotSizeSqft: integer('lot_size_sqft'),
    yearBuilt: integer('year_built'),
    estimatedValue: integer('estimated_value'),
    mortgageBalance: integer('mortgage_balance'),
    askingPrice: integer('asking_price'),
    condition: text('condition', { enum: LEAD_CONDITIONS }),
    occupancy: text('occupancy', { enum: LEAD_OCCUPANCIES }),
    sellerNotes: text('seller_notes'),
    callRecordingUrl: text('call_recording_url'),
    source: text('source', { enum: LEAD_SOURCES }),
    consent: jsonb('consent').$type<LeadConsent>(),
    /** On a Do-Not-Call or litigator list when last checked; null when never checked (18.4). */
    dnc: boolean('dnc'),
    /**
     * When the seller asked us to stop selling their number (issue 19.1, seller_opt_outs): the lead
     * left the marketplace then, and its buyers see "Do not contact".
     */
    sellerOptedOutAt: timestamp('seller_opted_out_at', { withTimezone: true }),
    /**
     * When the lead last left the marketplace unsold or unfinished (expired or withdrawn); null
     * while scheduled, on sale or sold out. The retention clock of docs/privacy.md starts here.
     */
    offMarketAt: timestamp('off_market_at', { withTimezone: true }),
    /** When the retention job removed the seller's details (docs/privacy.md); the row stays for statistics. */
    sellerDetailsErasedAt: timestamp('seller_details_erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Generated from lat/lng, so that no insert or edit can leave it out of date. */
    geoCell: integer('geo_cell')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `floor((lat + 90) / ${GEO_CELL_DEGREES})::integer * ${GEO_CELL_COLUMNS} + mod(floor((lng + 180) / ${GEO_CELL_DEGREES})::integer, ${GEO_CELL_COLUMNS})`,
        ),
      ),
  },
  (t) => [
    // Every marketplace list reads one of these in its own order (newest first, id breaking ties),
    // so that page 1 is an index range scan plus LIMIT. Migration 0006 adds INCLUDE columns that
    // drizzle-kit cannot express, so that counting and page indexes read the index alone: the
    // availability columns (buyers_count, max_buyers, expires_at) everywhere, city for lower(city)
    // (an expression index needs its column for an index-only scan), lat/lng on the cell one.
    index('leads_market_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    ...(['state', 'zip', 'propertyType', 'leadType', 'sellingTimeline', 'listed', 'geoCell'] as const).map(
      (column) =>
        index(`leads_market_${t[column].name}_idx`)
          .on(t[column], t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
          .where(sql`status = 'published'`),
    ),
    index('leads_market_city_idx')
      .on(sql`lower(${t.city})`, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('leads_market_county_idx')
      .on(sql`lower(${t.county})`, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    // What start-up still has to fill (decision 021): empty once every lead has its county.
    index('leads_county_missing_idx')
      .on(t.id)
      .where(sql`county is null`),
    // The expiry job's scan, and the time at which a cached page index stops being exact.
    index('leads_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`status = 'published'`),
    index('leads_phone_address_key_idx').on(t.phoneKey, t.addressKey),
    // An import's leads: its history page, and publishing or rescheduling a whole import.
    index('leads_import_batch_idx')
      .on(t.importBatchId)
      .where(sql`import_batch_id is not null`),
    index('leads_publish_at_idx')
      .on(t.publishAt)
      .where(sql`status = 'scheduled'`),
    // What the retention job has still to look at: off the market, details not yet removed.
    index('leads_off_market_idx')
      .on(t.offMarketAt)
      .where(sql`seller_details_erased_at is null and off_market_at is not null`),
  ],
);

/** Issue 22.1: where a purchased lead stands in its buyer's work (decision 032). */
export const pipelineStatus = pgEnum('pipeline_status', PIPELINE_STATUSES);
/** Issue 22.2: how a closed lead made money. */
export const dealType = pgEnum('deal_type', DEAL_TYPES);

export const leadPurchases = pgTable(
  'lead_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    /** The account that owns the purchase: a team's owner (decision 036). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The member who bought or took it (issue 22.4); the account itself for a replacement the team granted. */
    purchasedBy: uuid('purchased_by').references(() => users.id),
    /** The member of the account working the lead, if one was chosen. */
    assignedTo: uuid('assigned_to').references(() => users.id),
    leadType: leadType('lead_type').notNull(),
    /** Exclusive: what the wallet paid; premium: 0 (paid with a credit). */
    priceCents: integer('price_cents').notNull(),
    creditGrantId: uuid('credit_grant_id'),
    /** Set when a refund or replacement was approved for this purchase. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The pipeline (decision 032); its history is pipeline_status_changes. */
    pipelineStatus: pipelineStatus('pipeline_status').notNull().default('new'),
    /** Null while the lead has never moved: it has been new since the purchase. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /**
     * When the last change happened as its source tells it (decision 037): a CRM's event time, else
     * the change's own time. An event from before it is stale. Null while the lead has never moved.
     */
    statusOccurredAt: timestamp('status_occurred_at', { withTimezone: true }),
    /** A day in Central Time. */
    followUpOn: date('follow_up_on'),
    /** The follow-up day a reminder was mailed for: one reminder per date set. */
    followUpRemindedFor: date('follow_up_reminded_for'),
    /** Set only while closed. */
    dealType: dealType('deal_type'),
    revenueCents: integer('revenue_cents'),
  },
  (t) => [
    check('lead_purchases_revenue_check', sql`${t.revenueCents} >= 0`),
    // Today's follow-ups on the dashboard and the morning's reminders.
    index('lead_purchases_follow_up_idx')
      .on(t.followUpOn, t.userId)
      .where(sql`reversed_at is null and follow_up_on is not null`),
    // A buyer never takes the same lead twice.
    uniqueIndex('lead_purchases_lead_user_key').on(t.leadId, t.userId),
    // Stable order for polling clients: purchase time, then id, of the purchases the member still
    // owns (INCLUDE lead_type, hand-written in migrations 0006 and 0011).
    index('lead_purchases_user_created_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`reversed_at is null`),
  ],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: text('filters').notNull(),
    alertsEnabled: boolean('alerts_enabled').notNull().default(false),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/** Lead rows delivered per member per calendar month, across CSV, API, Sheet and GHL (limit 250,000). */
export const downloadUsage = pgTable(
  'download_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    month: text('month').notNull(),
    rows: integer('rows').notNull().default(0),
  },
  (t) => [uniqueIndex('download_usage_user_month_key').on(t.userId, t.month)],
);

export const importBatchStatus = pgEnum('import_batch_status', ['queued', 'processing', 'done', 'failed']);

/** A CSV upload imported in the background, with its progress; kept as the import history. */
export const importBatches = pgTable('import_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The name of the file the team chose (null for imports made before it was recorded). */
  fileName: text('file_name'),
  status: importBatchStatus('status').notNull().default('queued'),
  csv: text('csv').notNull(),
  /**
   * What its check depends on (checkKeyOf: the file and the defaults), so that the job finds the
   * preview's kept check without reading the file back (null for imports made before it was kept).
   */
  checkKey: text('check_key'),
  defaultLeadType: leadType('default_lead_type'),
  defaultPriceCents: integer('default_price_cents'),
  publishMode: text('publish_mode', { enum: ['now', 'next_window'] }).notNull(),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  totalRows: integer('total_rows').notNull().default(0),
  processedRows: integer('processed_rows').notNull().default(0),
  importedRows: integer('imported_rows').notNull().default(0),
  skippedRows: integer('skipped_rows').notNull().default(0),
  error: text('error'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When its worker last showed progress: a batch quiet too long is taken over by another instance. */
  progressAt: timestamp('progress_at', { withTimezone: true }),
});

/** Each row an import skipped and why, so the team can fix and re-upload them later. */
export const importRejectedRows = pgTable(
  'import_rejected_rows',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => importBatches.id, { onDelete: 'cascade' }),
    /** Line in the file, the header being line 1. */
    line: integer('line').notNull(),
    errors: text('errors').array().notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.line] })],
);

/**
 * The do-not-sell list (issue 19.1): numbers whose owner asked us to stop selling them, in E.164.
 * Every import and every edit refuses them; a lead holding one left the marketplace when it came.
 */
export const sellerOptOuts = pgTable(
  'seller_opt_outs',
  {
    phone: text('phone').primaryKey(),
    /** seller: confirmed with a texted code on /privacy/sellers; staff: added in the console. */
    source: text('source', { enum: ['seller', 'staff'] }).notNull(),
    /** The team's words for a number added by hand ("Phoned support on 11/27"). */
    note: text('note'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    leadsWithdrawn: integer('leads_withdrawn').notNull().default(0),
    buyersNotified: integer('buyers_notified').notNull().default(0),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('seller_opt_outs_opted_out_at_idx').on(t.optedOutAt.desc())],
);

/**
 * A code texted to a number on /privacy/sellers, waiting to be typed back: stored as a hash bound
 * to the request and the number, lives 10 minutes and allows 5 tries.
 */
export const sellerOptOutCodes = pgTable(
  'seller_opt_out_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('seller_opt_out_codes_expires_at_idx').on(t.expiresAt)],
);

/**
 * Issue 18.4: the numbers of the Do-Not-Call lists the team uploads (a registry extract, a TCPA
 * litigator list), in E.164. An upload replaces its list; leads are checked against both at import
 * and at publish.
 */
export const dncNumbers = pgTable(
  'dnc_numbers',
  {
    phone: text('phone').notNull(),
    list: text('list', { enum: ['dnc', 'litigator'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.list] })],
);

/** The last upload of each list: what the console shows and what a check is as fresh as. */
export const dncLists = pgTable('dnc_lists', {
  list: text('list', { enum: ['dnc', 'litigator'] }).primaryKey(),
  numbers: integer('numbers').notNull(),
  fileName: text('file_name'),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});
