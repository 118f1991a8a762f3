import { z } from 'zod';
import { contactMessageRules } from '../contact-rules.js';
import { envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** The contact form's fields, with the rules the public forms check with too (contact-rules.ts). */
export const contactMessageSchema = z.strictObject(contactMessageRules.shape);
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
