import { z } from 'zod';
import { toUsE164 } from '../phone.js';
import { currentUserSchema, passwordSchema, signUpSchema } from './auth.js';
import { emailSchema, envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * What a password reset or an email change switched off: every API key, webhook endpoint and
 * connection (Google Sheet, Go High Level, CSV feed) made before it, since whoever held the old
 * password or inbox may have made them (docs/decisions/018).
 */
export const revokedAccessSchema = z.object({
  api_keys: z.number().int().min(0),
  webhook_endpoints: z.number().int().min(0),
  integrations: z.number().int().min(0),
});
export type RevokedAccess = z.infer<typeof revokedAccessSchema>;

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: 'auth/request-password-reset',
  tag: 'Account',
  auth: 'public',
  summary: 'Email a password-reset link',
  description:
    'Answers the same whether or not the email belongs to a member. At most 3 reset mails an hour reach one address.',
  body: z.strictObject({ email: emailSchema }),
  response: envelope(z.object({ email_sent: z.literal(true) })),
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: 'auth/reset-password',
  tag: 'Account',
  auth: 'public',
  summary: 'Set a new password from the emailed link',
  description:
    'Signs out every other session and signs this one in; revokes the API keys, webhook endpoints and connections made before, and voids every other emailed link (revoked_access counts them).',
  body: z.strictObject({ token: z.string().min(1).max(200), password: passwordSchema }),
  response: envelope(currentUserSchema.extend({ revoked_access: revokedAccessSchema })),
});

export const requestEmailChange = defineEndpoint({
  method: 'POST',
  path: 'auth/request-email-change',
  tag: 'Account',
  auth: 'session',
  teamRole: 'viewer',
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
  description:
    "Signs out every other session (this one stays when it is the member's), revokes the API keys, webhook endpoints and connections made before, and voids every link sent to the old address.",
  body: z.strictObject({ token: z.string().min(1).max(200) }),
  response: envelope(z.object({ email: z.string(), revoked_access: revokedAccessSchema })),
});

export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: 'auth/delete-account',
  tag: 'Account',
  auth: 'session',
  teamRole: 'viewer',
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

export const sendAlertPhoneCode = defineEndpoint({
  method: 'POST',
  path: 'auth/send-alert-phone-code',
  tag: 'Account',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Text a 6-digit code to the number that should get new-lead alerts',
  description:
    'US numbers only. The number becomes the alert phone only once auth/confirm-alert-phone receives the code (10 minutes, 5 tries). At most 3 codes an hour to one number and 5 to one account.',
  body: z.strictObject({ phone: alertPhoneSchema }),
  response: envelope(z.object({ pending_phone: z.string(), expires_at: z.string() })),
});

export const alertPhoneCodeSchema = z
  .string({ message: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

export const confirmAlertPhone = defineEndpoint({
  method: 'POST',
  path: 'auth/confirm-alert-phone',
  tag: 'Account',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Confirm the texted code; the number then gets new-lead alerts',
  description:
    'Saved searches with alerts on then also send a text: at most one a day (docs/product.md §9), with no words of the member in it.',
  body: z.strictObject({ code: alertPhoneCodeSchema }),
  response: envelope(z.object({ alert_phone: z.string() })),
});

export const removeAlertPhone = defineEndpoint({
  method: 'POST',
  path: 'auth/remove-alert-phone',
  tag: 'Account',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Stop new-lead texts: remove the alert phone and any code waiting to be confirmed',
  response: envelope(z.object({ alert_phone: z.null() })),
});

export const resendSignUpLink = defineEndpoint({
  method: 'POST',
  path: 'auth/resend-sign-up-link',
  tag: 'Account',
  auth: 'public',
  summary: 'Email the confirmation link of a sign-up again',
  description:
    'When a sign-up is waiting for this address, a new link replaces the old one and is emailed. Answers the same either way; at most 3 sign-up mails an hour reach one address.',
  body: z.strictObject({ email: emailSchema }),
  response: envelope(z.object({ email_sent: z.literal(true) })),
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: 'auth/change-password',
  tag: 'Account',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Change the password (the current one is required)',
  description: 'Signs out every other session and emails the member that the password changed.',
  body: z.strictObject({
    current_password: z.string().min(1, 'Enter your current password').max(200),
    new_password: passwordSchema,
  }),
  response: envelope(z.object({ other_sessions_ended: z.number().int().min(0) })),
});

export const changeName = defineEndpoint({
  method: 'POST',
  path: 'auth/change-name',
  tag: 'Account',
  auth: 'session',
  teamRole: 'viewer',
  summary: "Change the member's name",
  body: z.strictObject({ name: signUpSchema.shape.name }),
  response: envelope(currentUserSchema),
});

// ---------- Your data (issue 19.3) ----------

/** How long the link to a ready export works. */
export const DATA_EXPORT_DAYS = 7;

export const dataExportSchema = z.object({
  _id: z.string(),
  /** queued and building: the job has not finished; ready: downloadable until expires_at; failed. */
  status: z.enum(['queued', 'building', 'ready', 'failed']),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The ZIP's size in bytes, once ready. */
  size_bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const requestDataExport = defineEndpoint({
  method: 'POST',
  path: 'auth/request-data-export',
  tag: 'Account',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Ask for a copy of everything we hold about you, as a ZIP of JSON and CSV files',
  description:
    'The job queue builds the ZIP and e-mails a link; the download works for 7 days, only for you, signed in. At most 3 requests a day.',
  response: envelope(dataExportSchema),
});

export const getDataExports = defineEndpoint({
  method: 'GET',
  path: 'auth/get-data-exports',
  tag: 'Account',
  auth: 'session',
  summary: 'Your data exports of the last 7 days, newest first',
  response: envelope(z.array(dataExportSchema)),
});

export const downloadDataExport = defineEndpoint({
  method: 'GET',
  path: 'auth/download-data-export',
  tag: 'Account',
  auth: 'session',
  summary: 'Download a ready data export (application/zip)',
  description: 'Only the member who asked for it, signed in, within 7 days; anything else is a 404.',
  query: z.strictObject({ id: z.uuid('id must be a data export id') }),
  response: z.instanceof(Uint8Array),
});
