import { z } from 'zod';
import { TEAM_MEMBER_ROLES, TEAM_ROLES } from '../domain.js';
import { currentUserSchema, passwordSchema, signUpSchema } from './auth.js';
import { emailSchema, envelope, idSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** Issue 22.4 (decision 036): an account's owner invites members, up to the plan's seats. */
export const TEAM_INVITATION_DAYS = 7;

const memberRoleSchema = z.enum(TEAM_MEMBER_ROLES, {
  message: `role must be one of: ${TEAM_MEMBER_ROLES.join(', ')}`,
});
const invitationTokenSchema = z.string({ message: 'token is required' }).min(1, 'token is required').max(200);

export const teamMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** When they joined; the account's creation for its owner. */
  added_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamSchema = z.object({
  account_name: z.string(),
  /** Seats taken: the owner, the members and the invitations still open. */
  seats_used: z.number().int(),
  /** The plan's seats, the owner included; null: unlimited. */
  seats_limit: z.number().int().nullable(),
  members: z.array(teamMemberSchema),
  /** Open invitations, newest first; shown to the owner only (empty for others). */
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const getTeam = defineEndpoint({
  method: 'GET',
  path: 'teams/get-team',
  tag: 'Team',
  auth: 'session',
  summary: "The account's members, seats and open invitations",
  response: envelope(teamSchema),
});

export const inviteTeamMember = defineEndpoint({
  method: 'POST',
  path: 'teams/invite-member',
  tag: 'Team',
  auth: 'session',
  summary: 'Invite someone by e-mail to join the account as a buyer or a viewer',
  description: `The invitation's link works for ${TEAM_INVITATION_DAYS} days. Inviting an address again sends a new link and ends the old one. Refused (409) when the owner, the members and the open invitations already fill the plan's seats.`,
  body: z.strictObject({ email: emailSchema, role: memberRoleSchema }),
  response: envelope(teamSchema),
});

export const revokeTeamInvitation = defineEndpoint({
  method: 'POST',
  path: 'teams/revoke-invitation',
  tag: 'Team',
  auth: 'session',
  summary: 'Withdraw an invitation: its link stops working and its seat is free',
  body: z.strictObject({ id: idSchema }),
  response: envelope(teamSchema),
});

export const changeTeamMemberRole = defineEndpoint({
  method: 'POST',
  path: 'teams/change-member-role',
  tag: 'Team',
  auth: 'session',
  summary: "Change a member's role",
  body: z.strictObject({ user_id: idSchema, role: memberRoleSchema }),
  response: envelope(teamSchema),
});

export const removeTeamMember = defineEndpoint({
  method: 'POST',
  path: 'teams/remove-member',
  tag: 'Team',
  auth: 'session',
  summary: 'Remove a member: their sessions end and their API keys stop working at once',
  description:
    'The person keeps a login of their own, as an account with no leads, credits or wallet balance.',
  body: z.strictObject({ user_id: idSchema }),
  response: envelope(teamSchema),
});

export const leaveTeam = defineEndpoint({
  method: 'POST',
  path: 'teams/leave',
  tag: 'Team',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Leave the team you are a member of',
  description:
    "You stay signed in, as an account of your own with no leads, credits or wallet balance; your API keys stop working at once (they read the team's leads). What you bought stays the team's. The owner cannot leave their own team (409).",
  body: z.strictObject({}),
  response: envelope(currentUserSchema),
});

export const getTeamInvitation = defineEndpoint({
  method: 'POST',
  path: 'teams/get-invitation',
  tag: 'Team',
  auth: 'public',
  summary: 'The invitation behind an e-mailed link',
  description:
    'Read by the accept page: who invites, to which role, and whether the address has an account already (then its password joins it). The token travels in the body, never in a URL that logs keep.',
  body: z.strictObject({ token: invitationTokenSchema }),
  response: envelope(
    z.object({
      account_name: z.string(),
      email: z.string(),
      role: memberRoleSchema,
      has_account: z.boolean(),
    }),
  ),
});

export const acceptTeamInvitation = defineEndpoint({
  method: 'POST',
  path: 'teams/accept-invitation',
  tag: 'Team',
  auth: 'public',
  summary: 'Join the account from the e-mailed link and sign in',
  description:
    'A new person chooses a name and a password (the link proves the e-mail). An existing account gives its password and may join only while it has no subscription, no purchases and no wallet balance.',
  body: z.strictObject({
    token: invitationTokenSchema,
    name: signUpSchema.shape.name.optional(),
    password: passwordSchema,
    /** A new person confirms these as at sign-up (docs/product.md §1); an existing account did already. */
    is_adult: signUpSchema.shape.is_adult.optional(),
    accept_terms: signUpSchema.shape.accept_terms.optional(),
  }),
  response: envelope(currentUserSchema),
});
