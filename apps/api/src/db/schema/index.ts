export * from './affiliates.js';
export * from './delivery.js';
export * from './leads.js';
export * from './money.js';
export * from './pipeline.js';
export * from './plans.js';
export * from './users.js';
export * from './teams.js';
