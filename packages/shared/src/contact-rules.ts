import * as z from 'zod/mini';

/**
 * The contact form's field rules, defined once: the contract contact/create-contact-message
 * validates with them on the server, and the public pages' forms (the home page's contact form,
 * the webinar's requests) check with them in the browser. In zod/mini, because zod's classic API
 * is more script than a whole island (decision 013); the contract wraps the same field schemas.
 * Imported by the islands from `@app/shared/contact-rules`, so they load none of the contracts.
 */
const trimmedText = (
  requiredMessage: string,
  min: number,
  minMessage: string,
  max: number,
  maxMessage: string,
) =>
  z
    .string({ message: requiredMessage })
    .check(z.trim(), z.minLength(min, minMessage), z.maxLength(max, maxMessage));

export const contactMessageRules = z.strictObject({
  name: trimmedText('Name is required', 1, 'Name is required', 120, 'Name must be at most 120 characters'),
  email: z.pipe(
    z.pipe(
      trimmedText('Email is required', 1, 'Email is required', 254, 'Email must be at most 254 characters'),
      z.email({ message: 'Enter a valid email address' }),
    ),
    z.transform((email: string) => email.toLowerCase()),
  ),
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(30, 'Phone must be at most 30 characters'),
        z.regex(/^[0-9+().\-\s]*$/, 'Phone may contain only digits, spaces and + ( ) - .'),
      ),
  ),
  message: trimmedText(
    'Message is required',
    10,
    'Message must be at least 10 characters',
    5000,
    'Message must be at most 5,000 characters',
  ),
});
