import { z } from 'zod';
import { emailSchema, envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

export const contactMessageSchema = z.strictObject({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30, 'Phone must be at most 30 characters')
    .regex(/^[0-9+().\-\s]*$/, 'Phone may contain only digits, spaces and + ( ) - .')
    .optional(),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5,000 characters'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const createContactMessage = defineEndpoint({
  method: 'POST',
  path: 'contact/create-contact-message',
  tag: 'Contact',
  auth: 'public',
  summary: 'Send a message to the team from the contact form',
  body: contactMessageSchema,
  response: envelope(z.boolean()),
});
