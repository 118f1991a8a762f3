export { dataExportsRoutes } from './data-exports.routes.js';
export { DATA_EXPORT_QUEUE, buildDataExport, sweepDataExports } from './data-exports.service.js';
