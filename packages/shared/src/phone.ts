/**
 * E.164 for the US numbers our leads carry: 10 digits or 11 starting with 1 get +1; a number
 * already written with + keeps its country code. Anything else is not a phone we can send.
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/**
 * A US (NANP) number in E.164, or null: the toE164 rule, then +1 with an area code and an
 * exchange that cannot start with 0 or 1, so a text is never sent abroad or to a number that
 * cannot exist.
 */
export function toUsE164(phone: string): string | null {
  const e164 = toE164(phone);
  return e164 && /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(e164) ? e164 : null;
}
