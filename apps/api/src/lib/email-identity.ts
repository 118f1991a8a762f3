/** Providers that ignore dots in the local part; googlemail.com is the same mailbox as gmail.com. */
const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'];

/**
 * The address a person is recognised by in the money rules (one WELCOME50 per person, no
 * self-referral: docs/product.md §14), never for signing in or telling accounts apart. Lower-cased
 * and trimmed; the +tag dropped on every domain (the big providers deliver a+x@ to a@, and the few
 * that do not are rare enough that a false match costs one discount, while missing it makes the
 * rule free to dodge); dots dropped on Gmail only, which alone documents that it ignores them.
 * The generated column users.email_canonical computes the same in SQL (split on the first '@' as
 * split_part does); a test holds the two together.
 */
export function canonicalEmailOf(email: string): string {
  const [rawLocal = '', domain = ''] = email.trim().toLowerCase().split('@');
  const local = rawLocal.split('+')[0] ?? '';
  if (GMAIL_DOMAINS.includes(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
