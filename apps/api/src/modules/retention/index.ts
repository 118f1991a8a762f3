export { RETENTION_DAYS, enforceRetention, type RetentionSummary } from './retention.service.js';
