export { stripeEventsRoutes } from './stripe-events.routes.js';
