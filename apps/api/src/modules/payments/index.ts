export { settleSucceededPayment } from './payments.service.js';
