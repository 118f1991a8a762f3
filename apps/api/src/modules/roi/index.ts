export { roiRoutes } from './roi.routes.js';
