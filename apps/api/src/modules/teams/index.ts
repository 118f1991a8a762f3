export { teamsRoutes } from './teams.routes.js';
export { isInAccount } from './team-members.service.js';
