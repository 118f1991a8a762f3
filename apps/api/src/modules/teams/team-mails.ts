import { TEAM_INVITATION_DAYS, TEAM_ROLE_LABELS, type TeamMemberRole } from '@app/shared';
import type { AppContext } from '../../context.js';
import type { Mail } from '../../ports/email.js';

type Brand = Pick<AppContext, 'config'>;

/** What each role may do, in the invitation's words (decision 036). */
const ROLE_WORDS: Record<TeamMemberRole, string> = {
  buyer: 'buy and take leads with the account’s credits and wallet, and work them in the pipeline',
  viewer: 'see the account’s purchased leads, pipeline and ROI',
};

/**
 * The invitation (issue 22.4). The address has not been confirmed by anyone yet, so the mail
 * carries nothing typed by a person (docs/product.md §15): the inviting owner is named by their
 * confirmed e-mail address, never by the name they typed.
 */
export const teamInvitationMail = (
  ctx: Brand,
  input: { email: string; ownerEmail: string; role: TeamMemberRole; token: string },
): Mail => ({
  to: input.email,
  template: 'team-invitation',
  unconfirmed: true,
  subject: `You are invited to a team on ${ctx.config.brandName}`,
  preview: `Join as a ${TEAM_ROLE_LABELS[input.role].toLowerCase()}.`,
  blocks: [
    'Hello,',
    `${input.ownerEmail} invited you to their ${ctx.config.brandName} team as a ${TEAM_ROLE_LABELS[input.role].toLowerCase()}: you will ${ROLE_WORDS[input.role]}.`,
    { button: 'Accept the invitation', url: `${ctx.config.appUrl}/accept-invite?token=${input.token}` },
    {
      small: `The link works for ${TEAM_INVITATION_DAYS} days. If you do not know the sender, ignore this email: nothing happens without the link.`,
    },
  ],
});

/** Told to the person removed from a team: why their sessions ended and what they keep. */
export const removedFromTeamMail = (ctx: Brand, person: { name: string; email: string }): Mail => ({
  to: person.email,
  template: 'team-removed',
  subject: `You are no longer in a ${ctx.config.brandName} team`,
  greeting: `Hi ${person.name},`,
  blocks: [
    'The owner of the team you were in removed you. You were signed out and your API keys stopped working; the team’s leads, credits and wallet stay with the team.',
    'Your login still works, as an account of your own.',
    { button: 'Sign in', url: `${ctx.config.appUrl}/login` },
  ],
});

/** To the owner when a member leaves on their own (a removal is the owner's own act: no mail). */
export const memberLeftMail = (
  ctx: Brand,
  owner: { name: string; email: string },
  person: { name: string; email: string },
): Mail => ({
  to: owner.email,
  template: 'team-member-left',
  subject: `${person.name} left your ${ctx.config.brandName} team`,
  greeting: `Hi ${owner.name},`,
  blocks: [
    `${person.name} (${person.email}) left your team. Their API keys stopped working; the leads they bought, their notes and the leads assigned to them stay in your pipeline.`,
    'Their seat is free for someone else.',
    { button: 'Open your team', url: `${ctx.config.appUrl}/dashboard/team` },
  ],
});
