import { z } from 'zod';
import { TEAM_ROLES, USER_ROLES } from '../domain.js';
import { emailSchema, envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(10, 'Password must be at least 10 characters')
  .max(200, 'Password must be at most 200 characters');

/**
 * Sign-up takes no password: whoever opens the confirmation link chooses it (auth/verify-email), so
 * an account always belongs to the person who controls the inbox (docs/decisions/018).
 */
export const signUpSchema = z.strictObject({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  email: emailSchema,
  /** docs/product.md §1: members must be 18 or older. */
  is_adult: z.literal(true, { message: 'You must confirm that you are 18 or older' }),
  accept_terms: z.literal(true, { message: 'You must accept the terms and conditions' }),
  promo_code: z.string().trim().max(40).optional(),
  referral_code: z.string().trim().max(40).optional(),
  /** The plan chosen on a pricing card: after confirming, the member goes on to its order summary. */
  plan_id: z.uuid('plan_id must be a plan id').optional(),
});

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
});

export const currentUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  purchase_planid: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  payment_method_id: z.string().nullable(),
  /** Where new-lead alerts are texted (E.164), or null. */
  alert_phone: z.string().nullable(),
  /**
   * When the alert phone replied STOP to our texts: texts to it are paused until it replies START.
   * Null while texts go out.
   */
  alert_phone_paused_at: z.string().nullable(),
  /** The account this member works in (decision 036): their own id unless they joined a team. */
  account_id: z.string(),
  team_role: z.enum(TEAM_ROLES),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const signUp = defineEndpoint({
  method: 'POST',
  path: 'auth/sign-up',
  tag: 'Account',
  auth: 'public',
  summary: 'Create a member account',
  description:
    'Sends a confirmation link to the email; the account is created when the person who opens the link chooses a password (auth/verify-email). The answer is the same whether or not the email is already registered (the owner of a registered email gets a note instead).',
  body: signUpSchema,
  response: envelope(z.object({ email_sent: z.literal(true) })),
});

const signUpTokenSchema = z.string({ message: 'token is required' }).min(1, 'token is required').max(200);

export const getPendingSignUp = defineEndpoint({
  method: 'POST',
  path: 'auth/get-pending-sign-up',
  tag: 'Account',
  auth: 'public',
  summary: 'The sign-up behind an emailed confirmation link',
  description:
    'Read by the confirmation page before it asks for a password: the email the link was sent to and the name given at sign-up. The token travels in the body, never in a URL that logs keep.',
  body: z.strictObject({ token: signUpTokenSchema }),
  response: envelope(z.object({ email: z.string(), name: z.string(), plan_id: z.string().nullable() })),
});

export const verifyEmailSchema = z.strictObject({
  token: signUpTokenSchema,
  name: signUpSchema.shape.name,
  password: passwordSchema,
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: 'auth/verify-email',
  tag: 'Account',
  auth: 'public',
  summary: 'Confirm a sign-up from the emailed link, choose the password and sign in',
  description:
    'Creates the account with the password chosen here, by the person who opened the link. Refused when the email has an account already.',
  body: verifyEmailSchema,
  response: envelope(currentUserSchema),
});

export const login = defineEndpoint({
  method: 'POST',
  path: 'auth/login',
  tag: 'Account',
  auth: 'public',
  summary: 'Sign in',
  body: loginSchema,
  response: envelope(currentUserSchema),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: 'auth/logout',
  tag: 'Account',
  auth: 'public',
  summary: 'Sign out',
  response: envelope(z.boolean()),
});

export const getCurrentUser = defineEndpoint({
  method: 'GET',
  path: 'auth/me',
  tag: 'Account',
  auth: 'session',
  summary: 'The signed-in member',
  response: envelope(currentUserSchema),
});
