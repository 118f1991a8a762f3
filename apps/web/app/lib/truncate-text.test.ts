import { describe, expect, it } from 'vitest';
import { FEATURE_DESCRIPTION_LIMIT, truncateText } from './truncate-text';

describe('truncateText (docs/product.md §5: descriptions cut to 100 characters plus ellipsis)', () => {
  it('leaves text of at most the limit untouched', () => {
    const exact = 'a'.repeat(FEATURE_DESCRIPTION_LIMIT);
    expect(truncateText(exact, FEATURE_DESCRIPTION_LIMIT)).toEqual({ text: exact, isTruncated: false });
    expect(truncateText('Short text', FEATURE_DESCRIPTION_LIMIT)).toEqual({
      text: 'Short text',
      isTruncated: false,
    });
  });

  it('cuts longer text to the first 100 characters and adds an ellipsis', () => {
    const long = 'b'.repeat(150);
    const result = truncateText(long, FEATURE_DESCRIPTION_LIMIT);
    expect(result.isTruncated).toBe(true);
    expect(result.text).toBe(`${'b'.repeat(100)}...`);
  });

  it('drops spaces left at the cut so the ellipsis follows a word', () => {
    const text = `${'c'.repeat(98)}  and more words after the limit`;
    expect(truncateText(text, FEATURE_DESCRIPTION_LIMIT).text).toBe(`${'c'.repeat(98)}...`);
  });

  it('works with any limit, such as the 40 characters of plan details', () => {
    expect(truncateText('Twenty-five premium leads every month, reset on renewal', 40).text).toBe(
      'Twenty-five premium leads every month, r...',
    );
  });
});
