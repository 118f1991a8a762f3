export * from './messages.js';
export * from './domain.js';
export * from './phone.js';
export * from './revoked-access.js';
export * from './contracts/index.js';
export { buildOpenApiDocument } from './openapi.js';
export * from './docs/pull-api-examples.js';
export * from './docs/pull-api-parameters.js';
export * from './docs/sample-purchased-leads.js';
