import { z } from 'zod';
import { currentUserSchema, passwordSchema } from './auth.js';
import { emailSchema, envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: 'auth/request-password-reset',
  tag: 'Account',
  auth: 'public',
  summary: 'Email a password-reset link',
  description: 'Answers the same whether or not the email belongs to a member.',
  body: z.strictObject({ email: emailSchema }),
  response: envelope(z.object({ email_sent: z.literal(true) })),
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: 'auth/reset-password',
  tag: 'Account',
  auth: 'public',
  summary: 'Set a new password from the emailed link',
  description: 'Signs out every other session and signs this one in.',
  body: z.strictObject({ token: z.string().min(1).max(200), password: passwordSchema }),
  response: envelope(currentUserSchema),
});

export const requestEmailChange = defineEndpoint({
  method: 'POST',
  path: 'auth/request-email-change',
  tag: 'Account',
  auth: 'session',
  summary: 'Change the account email (confirmed from the new address)',
  body: z.strictObject({ new_email: emailSchema, password: z.string().min(1, 'Password is required').max(200) }),
  response: envelope(z.object({ email_sent: z.literal(true) })),
});

export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: 'auth/confirm-email-change',
  tag: 'Account',
  auth: 'public',
  summary: 'Confirm the new email from the emailed link',
  body: z.strictObject({ token: z.string().min(1).max(200) }),
  response: envelope(z.boolean()),
});

export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: 'auth/delete-account',
  tag: 'Account',
  auth: 'session',
  summary: 'Delete the account',
  description:
    'Removes the personal data, API keys, connections and sessions and cancels the subscription. Business records the law requires (purchases, payments, the wallet ledger) are kept without the name and email.',
  body: z.strictObject({ password: z.string().min(1, 'Password is required').max(200), confirm: z.literal('DELETE', { message: 'Type DELETE to confirm' }) }),
  response: envelope(z.boolean()),
});
