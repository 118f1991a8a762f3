export { sellerOptOutsRoutes } from './seller-opt-outs.routes.js';
