export * from './messages.js';
export * from './domain.js';
export * from './contracts/index.js';
export { buildOpenApiDocument } from './openapi.js';
