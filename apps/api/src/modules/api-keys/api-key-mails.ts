import type { AppContext } from '../../context.js';
import type { Mail } from '../../ports/email.js';

/** Every new API key is told to the owner: a key made by someone else is a stolen account. */
export const apiKeyCreatedMail = (
  ctx: Pick<AppContext, 'config'>,
  user: { name: string; email: string },
  key: { name: string; prefix: string; createdAt: Date },
): Mail => ({
  to: user.email,
  template: 'api-key-created',
  subject: `A new ${ctx.config.brandName} API key was created`,
  greeting: `Hi ${user.name},`,
  blocks: [
    'A new API key can now read the leads of your account:',
    {
      facts: [
        ['Name', key.name],
        ['Starts with', key.prefix],
        ['Created', `${key.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
      ],
    },
    `If this was not you, revoke it at ${ctx.config.appUrl}/purchased-leads/api-keys, change your password and write to ${ctx.config.supportEmail}.`,
  ],
});
