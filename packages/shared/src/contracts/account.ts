import { z } from 'zod';
import { toUsE164 } from '../phone.js';
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
  body: z.strictObject({
    new_email: emailSchema,
    password: z.string().min(1, 'Password is required').max(200),
  }),
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
  body: z.strictObject({
    password: z.string().min(1, 'Password is required').max(200),
    confirm: z.literal('DELETE', { message: 'Type DELETE to confirm' }),
  }),
  response: envelope(z.boolean()),
});

const PHONE_HINT = 'Enter a US mobile number, e.g. (402) 555-0100';

/** A US mobile number as people type it, stored in E.164 (+14025550100). */
export const alertPhoneSchema = z
  .string({ message: PHONE_HINT })
  .max(40, PHONE_HINT)
  .transform((value, ctx) => {
    const e164 = toUsE164(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: PHONE_HINT });
    return z.NEVER;
  });

export const updateAlertPhone = defineEndpoint({
  method: 'POST',
  path: 'auth/update-alert-phone',
  tag: 'Account',
  auth: 'session',
  summary: 'Set or remove the phone number for new-lead text alerts',
  description:
    'US numbers only, stored in E.164. Saved searches with alerts on then also send a text: at most one a day (spec section 9), summarising every matching search. null removes the number and stops the texts.',
  body: z.strictObject({ phone: alertPhoneSchema.nullable() }),
  response: envelope(z.object({ alert_phone: z.string().nullable() })),
});
