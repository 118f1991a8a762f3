import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';
import type { GoHighLevelPort, SheetsPort } from './delivery-channels.js';

/** Offline Google Sheets: each row that would be appended is written to the outbox instead. */
export function createOutboxSheets(db: Database): SheetsPort {
  return {
    name: 'offline-outbox',
    serviceAccountEmail: 'leads-delivery@sellersignal-offline.iam.gserviceaccount.com',
    async appendRow({ spreadsheetId, sheetName, values }) {
      await db.insert(outboxMessages).values({
        channel: 'sheets',
        recipient: `${spreadsheetId}!${sheetName}`,
        subject: 'values.append (RAW)',
        body: JSON.stringify(values),
        template: 'sheet-row',
      });
    },
  };
}

/** Offline Go High Level: each contact upsert that would be made is written to the outbox instead. */
export function createOutboxGoHighLevel(db: Database): GoHighLevelPort {
  return {
    name: 'offline-outbox',
    async upsertContact({ locationId, contact, note }) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'crm',
          recipient: `ghl:${locationId}`,
          subject: `${contact.firstName} ${contact.lastName}`,
          body: JSON.stringify({ contact, note }),
          template: 'ghl-contact-upsert',
        })
        .returning({ id: outboxMessages.id });
      return { contactId: `offline-${row!.id}` };
    },
  };
}
