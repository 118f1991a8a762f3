import { SHEET_COLUMNS, leadRowOf, type LeadCell, type PurchasedLead } from '@app/shared';

/**
 * Ports of the delivery channels of docs/product.md §1 (and §11). Each real adapter uses
 * the vendor's documented API; each offline adapter records what it would have sent.
 */

/** A channel that refuses the request in a way a retry will not fix (bad token, sheet not shared). */
export class PermanentDeliveryError extends Error {}

/** A channel that asked us to slow down or was briefly down: retry after the given delay. */
export class RetryableDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface SheetsPort {
  readonly name: string;
  /** The service account members share their sheet with; shown on the Connect Sheet page. */
  readonly serviceAccountEmail: string | null;
  /** Appends one row with RAW input, so text is never run as a formula. */
  appendRow(input: { spreadsheetId: string; sheetName: string; values: (string | number)[] }): Promise<void>;
  /**
   * The text shown in one cell (A1 notation), or null when the cell is empty or the tab does not
   * exist. Throws PermanentDeliveryError when the spreadsheet cannot be opened (not shared with us,
   * no such spreadsheet) and RetryableDeliveryError when Google is briefly unavailable.
   */
  readCell(input: { spreadsheetId: string; sheetName: string; cell: string }): Promise<string | null>;
}

export interface GoHighLevelContact {
  firstName: string;
  lastName: string;
  /** E.164, e.g. +15125550134. */
  phone: string;
  address1: string;
  city: string;
  state: string;
  postalCode: string;
  source: string;
  tags: string[];
  /** The seller's e-mail, when the lead has one (issue 18.3). */
  email?: string;
  /** Do Not Disturb: the seller opted out or is on a Do-Not-Call list; GHL then sends nothing. */
  dnd?: boolean;
  /** The lead's details by the member's custom-field keys (GHL_CUSTOM_FIELDS in @app/shared). */
  customFields?: { key: string; field_value: string }[];
}

export interface GoHighLevelPort {
  readonly name: string;
  /** Creates or updates the contact in the location, then adds the property details as a note. */
  upsertContact(input: {
    token: string;
    locationId: string;
    contact: GoHighLevelContact;
    note: string;
  }): Promise<{ contactId: string }>;
  /**
   * The location's opportunity pipelines and their stages, for mapping stages to statuses (issue
   * 22.3). Throws PermanentDeliveryError when the token may not read them (no opportunities scope).
   */
  listPipelines(input: { token: string; locationId: string }): Promise<GoHighLevelPipeline[]>;
}

export interface GoHighLevelPipeline {
  id: string;
  name: string;
  stages: { id: string; name: string }[];
}

/** The row a sheet receives for a purchased lead, in the CSV column order. */
/** The row appended to a member's sheet for a purchase (the columns are defined once, in @app/shared). */
export const sheetRowOf = (lead: PurchasedLead): LeadCell[] => leadRowOf(SHEET_COLUMNS, lead);
