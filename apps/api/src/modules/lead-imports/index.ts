export { leadImportRoutes } from './lead-import.routes.js';
export { IMPORT_QUEUE, processImportBatch } from './lead-import.service.js';
export { publishDueLeads } from './publishing.service.js';
