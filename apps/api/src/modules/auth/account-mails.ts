import { describeRevokedAccess, type RevokedAccess } from '@app/shared';
import type { AppContext } from '../../context.js';
import type { EmailMessage } from '../../ports/email.js';

/*
 * The account mails, one small function each, so they can move to templates as they are.
 * docs/product.md §15: a mail to an address nobody has confirmed yet (sign-up, a new email, the newsletter)
 * carries none of the requester's words (not even the name they typed): otherwise anyone could
 * send their own text to any inbox under our brand.
 */

type Brand = Pick<AppContext, 'config'>;

export const signUpConfirmationMail = (ctx: Brand, email: string, token: string): EmailMessage => ({
  to: email,
  template: 'verify-email',
  subject: `Confirm your email to finish joining ${ctx.config.brandName}`,
  text: `Hello,\n\nSomeone asked to create a ${ctx.config.brandName} account with this email. To finish, open this link and choose your password:\n${ctx.config.appUrl}/verify-email?token=${token}\n\nThe link works for 48 hours. If this was not you, ignore this email: no account is created without the link.`,
});

export const existingAccountMail = (ctx: Brand, email: string): EmailMessage => ({
  to: email,
  template: 'sign-up-existing-account',
  subject: `You already have a ${ctx.config.brandName} account`,
  text: `Someone (hopefully you) tried to create a ${ctx.config.brandName} account with this email, but you already have one.\n\nSign in at ${ctx.config.appUrl}/login — or reset your password there if you have forgotten it.\n\nIf this was not you, you can ignore this email; nothing has changed.`,
});

export const passwordResetMail = (
  ctx: Brand,
  user: { name: string; email: string },
  token: string,
): EmailMessage => ({
  to: user.email,
  template: 'password-reset',
  subject: `Reset your ${ctx.config.brandName} password`,
  text: `Hi ${user.name},\n\nChoose a new password here (the link works for one hour):\n${ctx.config.appUrl}/reset-password?token=${token}\n\nA new password switches off the API keys, webhooks and lead connections of the account and signs out every other device; you set them up again afterwards.\n\nIf you did not ask for this, ignore this email; your password stays the same.`,
});

export const emailChangeConfirmationMail = (ctx: Brand, newEmail: string, token: string): EmailMessage => ({
  to: newEmail,
  template: 'email-change',
  subject: `Confirm your new ${ctx.config.brandName} email`,
  text: `Hello,\n\nA ${ctx.config.brandName} member asked to move their account to this address. Confirm it here:\n${ctx.config.appUrl}/confirm-email?token=${token}\n\nThe link works for 24 hours. If this was not you, ignore this email; nothing changes without the link.`,
});

export const emailChangeTakenMail = (ctx: Brand, newEmail: string): EmailMessage => ({
  to: newEmail,
  template: 'email-change-taken',
  subject: `Someone tried to use this email on ${ctx.config.brandName}`,
  text: `A member tried to move their account to this address, which already has an account. Nothing changed. If this was you, sign in at ${ctx.config.appUrl}/login.`,
});

export const emailChangeNoticeMail = (
  ctx: Brand,
  user: { name: string; email: string },
  newEmail: string,
): EmailMessage => ({
  to: user.email,
  template: 'email-change-notice',
  subject: `Your ${ctx.config.brandName} email is about to change`,
  text: `Hi ${user.name},\n\nSomeone asked to move your account to ${newEmail}. It changes only when that address confirms. If this was not you, reset your password at ${ctx.config.appUrl}/forgot-password.`,
});

function revokedParagraph(ctx: Brand, revoked: RevokedAccess): string {
  const described = describeRevokedAccess(revoked);
  return described
    ? `For your safety we switched off what the account had set up before: ${described}. Set them up again at ${ctx.config.appUrl}/purchased-leads/api-keys when you need them.\n\n`
    : '';
}

export const passwordChangedMail = (
  ctx: Brand,
  user: { name: string; email: string },
  revoked: RevokedAccess,
): EmailMessage => ({
  to: user.email,
  template: 'password-changed',
  subject: `Your ${ctx.config.brandName} password was changed`,
  text: `Hi ${user.name},\n\nThe password of your account was just changed and every other device was signed out.\n\n${revokedParagraph(ctx, revoked)}If this was not you, reset your password at once at ${ctx.config.appUrl}/forgot-password and write to ${ctx.config.supportEmail}.`,
});

export const emailChangedMail = (
  ctx: Brand,
  user: { name: string; oldEmail: string; newEmail: string },
  revoked: RevokedAccess,
): EmailMessage => ({
  to: user.oldEmail,
  template: 'email-changed',
  subject: `Your ${ctx.config.brandName} email was changed`,
  text: `Hi ${user.name},\n\nYour account now uses ${user.newEmail}; this address no longer signs in, and links sent to it earlier no longer work. Every other device was signed out.\n\n${revokedParagraph(ctx, revoked)}If this was not you, write to ${ctx.config.supportEmail} at once.`,
});
