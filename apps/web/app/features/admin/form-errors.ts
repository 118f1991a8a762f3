import type { z } from 'zod';

const amount = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint'
    ? Number(value).toLocaleString('en-US')
    : String(value);

/**
 * Sentences for the checks whose contract gives no message of its own (zod's defaults read
 * "Invalid input: expected number, received undefined"). Messages written in the contracts win.
 */
export const adminErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int')
        return issue.input === undefined ? 'Enter a number' : 'Enter a number, digits only';
      if (issue.input === undefined || issue.input === null) return 'Required';
      return undefined;
    case 'too_small':
      if (issue.origin === 'number') return `Must be at least ${amount(issue.minimum)}`;
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Required'
          : `Must be at least ${amount(issue.minimum)} characters`;
      return undefined;
    case 'too_big':
      if (issue.origin === 'number') return `Must be at most ${amount(issue.maximum)}`;
      if (issue.origin === 'string') return `Must be at most ${amount(issue.maximum)} characters`;
      if (issue.origin === 'array') return `At most ${amount(issue.maximum)}`;
      return undefined;
    case 'invalid_value':
      return 'Choose one of the options';
    default:
      return undefined;
  }
};

/** The second argument of zodResolver in every admin form. */
export const adminResolverOptions = { error: adminErrorMap };
