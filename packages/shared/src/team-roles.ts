import { TEAM_ROLES, type TeamRole } from './domain.js';
import type { Endpoint } from './contracts/endpoint.js';

/**
 * The least team role an endpoint needs (decision 036): its contract says so, or else a read is
 * every member's and a change is the owner's, so an endpoint nobody thought about stays the owner's.
 */
export function requiredTeamRole(endpoint: Pick<Endpoint, 'method' | 'teamRole'>): TeamRole {
  return endpoint.teamRole ?? (endpoint.method === 'GET' ? 'viewer' : 'owner');
}

/** Whether a member with `role` may call `endpoint`: the one rule the API enforces and the web app shows. */
export function teamRoleMay(role: TeamRole, endpoint: Pick<Endpoint, 'method' | 'teamRole'>): boolean {
  return TEAM_ROLES.indexOf(role) >= TEAM_ROLES.indexOf(requiredTeamRole(endpoint));
}

/** The refusal of a call the member's role does not allow: what it needs, and who to ask. */
export function teamRoleRefusal(role: TeamRole, endpoint: Pick<Endpoint, 'method' | 'teamRole'>): string {
  return requiredTeamRole(endpoint) === 'owner'
    ? `Only the account's owner can do this; your role is ${role}. Ask the owner.`
    : `Viewers can read the team's leads but not buy, take or change them. Ask the account's owner to make you a buyer.`;
}
