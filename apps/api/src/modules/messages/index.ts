export { messagesRoutes } from './messages.routes.js';
