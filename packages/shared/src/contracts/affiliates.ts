import { z } from 'zod';
import { AFFILIATE_STATUSES } from '../domain.js';
import { emailSchema, envelope, listEnvelope, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';

export const affiliateSignupSchema = z.strictObject({
  name: z
    .string({ message: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name must be at most 120 characters'),
  email: emailSchema,
});

export const createAffiliator = defineEndpoint({
  method: 'POST',
  path: 'affiliator/create-affiliators',
  tag: 'Affiliates',
  auth: 'public',
  summary: 'Sign up as an affiliate',
  description:
    'Registers interest in the affiliate programme. A repeat sign-up with the same email creates nothing new and answers exactly like the first.',
  body: affiliateSignupSchema,
  response: envelope(z.boolean()),
});

export const affiliateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  referral_code: z.string(),
  notes: z.string(),
  referred_customers: z.number().int(),
  created_at: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const getAffiliators = defineEndpoint({
  method: 'GET',
  path: 'affiliator/get-affiliators',
  tag: 'Affiliates',
  auth: 'admin',
  summary: 'List affiliates (admin)',
  query: z.strictObject({
    ...pageQuery,
    status: z
      .enum(AFFILIATE_STATUSES, { message: `status must be one of: ${AFFILIATE_STATUSES.join(', ')}` })
      .optional(),
    search: z.string().trim().max(200).optional(),
  }),
  response: listEnvelope(affiliateSchema),
});
