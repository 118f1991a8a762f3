export { authRoutes } from './auth.routes.js';
export { loadSessionUser, toCurrentUserDto } from './auth.service.js';
