export { leadImportRoutes } from './lead-import.routes.js';
export { IMPORT_QUEUE, processImportBatch, resumeStalledImports } from './lead-import.service.js';
export { publishDueLeads } from './publishing.service.js';
