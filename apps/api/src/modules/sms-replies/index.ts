export { smsRepliesRoutes, TWILIO_INBOUND_PATH } from './sms-replies.routes.js';
