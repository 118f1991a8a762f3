import {
  MESSAGES,
  acceptTeamInvitation,
  changeTeamMemberRole,
  getTeam as getTeamEndpoint,
  getTeamInvitation,
  inviteTeamMember,
  leaveTeam as leaveTeamEndpoint,
  removeTeamMember,
  revokeTeamInvitation,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { startSession, type SessionUser } from '../../http/session.js';
import { loadSessionUser, toCurrentUserDto } from '../auth/index.js';
import {
  acceptInvitation,
  findInvitation,
  inviteMember,
  revokeInvitation,
} from './team-invitations.service.js';
import { changeMemberRole, getTeam, leaveTeam, removeMember } from './team-members.service.js';

/** Issue 22.4 (decision 036): the team page and the invitation's accept page. Who may call what is the contracts'. */
export function teamsRoutes(app: FastifyInstance, ctx: AppContext) {
  const team = async (user: SessionUser, message: string) => ({
    message,
    result: await getTeam(ctx, user),
  });

  registerEndpoint(app, ctx, getTeamEndpoint, ({ user }) => team(user, MESSAGES.fetched));

  registerEndpoint(
    app,
    ctx,
    inviteTeamMember,
    async ({ body, user }) => {
      await inviteMember(ctx, user, body);
      return team(user, MESSAGES.added);
    },
    { rateLimit: { max: 30, windowSeconds: 3_600 } },
  );

  registerEndpoint(app, ctx, revokeTeamInvitation, async ({ body, user }) => {
    await revokeInvitation(ctx, user.accountId, body.id);
    return team(user, MESSAGES.edited);
  });

  registerEndpoint(app, ctx, changeTeamMemberRole, async ({ body, user }) => {
    await changeMemberRole(ctx, user.accountId, body.user_id, body.role);
    return team(user, MESSAGES.edited);
  });

  registerEndpoint(app, ctx, removeTeamMember, async ({ body, user }) => {
    await removeMember(ctx, user.accountId, body.user_id);
    return team(user, MESSAGES.deleted);
  });

  registerEndpoint(app, ctx, leaveTeamEndpoint, async ({ user }) => {
    await leaveTeam(ctx, user);
    return { message: MESSAGES.edited, result: toCurrentUserDto(await loadSessionUser(ctx.db, user.id)) };
  });

  registerEndpoint(
    app,
    ctx,
    getTeamInvitation,
    async ({ body }) => ({ message: MESSAGES.fetched, result: await findInvitation(ctx, body.token) }),
    { rateLimit: { max: 20, windowSeconds: 600 } },
  );

  registerEndpoint(
    app,
    ctx,
    acceptTeamInvitation,
    async ({ body, request, reply }) => {
      const userId = await acceptInvitation(ctx, body);
      await startSession(ctx, request, reply, userId);
      return {
        message: MESSAGES.authSuccess,
        result: toCurrentUserDto(await loadSessionUser(ctx.db, userId)),
      };
    },
    { rateLimit: { max: 20, windowSeconds: 600 } },
  );
}
