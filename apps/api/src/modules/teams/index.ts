export { teamsRoutes } from './teams.routes.js';
export { getTeam } from './team-members.service.js';
