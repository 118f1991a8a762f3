import { describeRevokedAccess, type RevokedAccess } from '@app/shared';
import type { AppContext } from '../../context.js';
import type { Mail } from '../../ports/email.js';

/*
 * The account mails, one template each. docs/product.md §15: a mail to an address nobody has
 * confirmed yet (sign-up, a new email, the newsletter) carries none of the requester's words (not
 * even the name they typed), so those are `unconfirmed` and the renderer refuses a greeting on them.
 */

type Brand = Pick<AppContext, 'config'>;

export const signUpConfirmationMail = (ctx: Brand, email: string, token: string): Mail => ({
  to: email,
  template: 'verify-email',
  unconfirmed: true,
  subject: `Confirm your email to finish joining ${ctx.config.brandName}`,
  preview: 'One click and you can choose your password.',
  blocks: [
    'Hello,',
    `Someone asked to create a ${ctx.config.brandName} account with this email. To finish, confirm it and choose your password:`,
    { button: 'Confirm my email', url: `${ctx.config.appUrl}/verify-email?token=${token}` },
    {
      small:
        'The link works for 48 hours. If this was not you, ignore this email: no account is created without the link.',
    },
  ],
});

export const existingAccountMail = (ctx: Brand, email: string): Mail => ({
  to: email,
  template: 'sign-up-existing-account',
  unconfirmed: true,
  subject: `You already have a ${ctx.config.brandName} account`,
  blocks: [
    `Someone (hopefully you) tried to create a ${ctx.config.brandName} account with this email, but you already have one.`,
    { button: 'Sign in', url: `${ctx.config.appUrl}/login` },
    `Forgotten your password? Reset it at ${ctx.config.appUrl}/forgot-password.`,
    { small: 'If this was not you, you can ignore this email; nothing has changed.' },
  ],
});

export const passwordResetMail = (
  ctx: Brand,
  user: { name: string; email: string },
  token: string,
): Mail => ({
  to: user.email,
  template: 'password-reset',
  subject: `Reset your ${ctx.config.brandName} password`,
  greeting: `Hi ${user.name},`,
  blocks: [
    'Choose a new password here (the link works for one hour):',
    { button: 'Choose a new password', url: `${ctx.config.appUrl}/reset-password?token=${token}` },
    'A new password switches off the API keys, webhooks and lead connections of the account and signs out every other device; you set them up again afterwards.',
    { small: 'If you did not ask for this, ignore this email; your password stays the same.' },
  ],
});

export const emailChangeConfirmationMail = (ctx: Brand, newEmail: string, token: string): Mail => ({
  to: newEmail,
  template: 'email-change',
  unconfirmed: true,
  subject: `Confirm your new ${ctx.config.brandName} email`,
  blocks: [
    'Hello,',
    `A ${ctx.config.brandName} member asked to move their account to this address. Confirm it here:`,
    { button: 'Confirm this email', url: `${ctx.config.appUrl}/confirm-email?token=${token}` },
    {
      small:
        'The link works for 24 hours. If this was not you, ignore this email; nothing changes without the link.',
    },
  ],
});

export const emailChangeTakenMail = (ctx: Brand, newEmail: string): Mail => ({
  to: newEmail,
  template: 'email-change-taken',
  unconfirmed: true,
  subject: `Someone tried to use this email on ${ctx.config.brandName}`,
  blocks: [
    'A member tried to move their account to this address, which already has an account. Nothing changed.',
    `If this was you, sign in at ${ctx.config.appUrl}/login.`,
  ],
});

export const emailChangeNoticeMail = (
  ctx: Brand,
  user: { name: string; email: string },
  newEmail: string,
): Mail => ({
  to: user.email,
  template: 'email-change-notice',
  subject: `Your ${ctx.config.brandName} email is about to change`,
  greeting: `Hi ${user.name},`,
  blocks: [
    `Someone asked to move your account to ${newEmail}. It changes only when that address confirms.`,
    `If this was not you, reset your password at ${ctx.config.appUrl}/forgot-password.`,
  ],
});

function revokedParagraphs(ctx: Brand, revoked: RevokedAccess): string[] {
  const described = describeRevokedAccess(revoked);
  return described
    ? [
        `For your safety we switched off what the account had set up before: ${described}. Set them up again at ${ctx.config.appUrl}/purchased-leads/api-keys when you need them.`,
      ]
    : [];
}

export const passwordChangedMail = (
  ctx: Brand,
  user: { name: string; email: string },
  revoked: RevokedAccess,
): Mail => ({
  to: user.email,
  template: 'password-changed',
  subject: `Your ${ctx.config.brandName} password was changed`,
  greeting: `Hi ${user.name},`,
  blocks: [
    'The password of your account was just changed and every other device was signed out.',
    ...revokedParagraphs(ctx, revoked),
    `If this was not you, reset your password at once at ${ctx.config.appUrl}/forgot-password and write to ${ctx.config.supportEmail}.`,
  ],
});

export const emailChangedMail = (
  ctx: Brand,
  user: { name: string; oldEmail: string; newEmail: string },
  revoked: RevokedAccess,
): Mail => ({
  to: user.oldEmail,
  template: 'email-changed',
  subject: `Your ${ctx.config.brandName} email was changed`,
  greeting: `Hi ${user.name},`,
  blocks: [
    `Your account now uses ${user.newEmail}; this address no longer signs in, and links sent to it earlier no longer work. Every other device was signed out.`,
    ...revokedParagraphs(ctx, revoked),
    `If this was not you, write to ${ctx.config.supportEmail} at once.`,
  ],
});

/** The e-mail change, told to the new address as well once it is in use. */
export const emailNowInUseMail = (ctx: Brand, user: { name: string; newEmail: string }): Mail => ({
  to: user.newEmail,
  template: 'email-now-in-use',
  subject: `This is now your ${ctx.config.brandName} email`,
  greeting: `Hi ${user.name},`,
  blocks: [
    `Your ${ctx.config.brandName} account now signs in with this address; receipts, alerts and notices come here from now on.`,
    { button: 'Sign in', url: `${ctx.config.appUrl}/login` },
  ],
});
