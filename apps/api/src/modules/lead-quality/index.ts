export { leadQualityRoutes } from './lead-quality.routes.js';
