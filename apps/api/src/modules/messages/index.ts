export { messagesRoutes } from './messages.routes.js';
export { deliverDueMails, deliverMail } from './mail-delivery.service.js';
