export { newsletterRoutes } from './newsletter.routes.js';
