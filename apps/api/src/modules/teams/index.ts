export { teamsRoutes } from './teams.routes.js';
