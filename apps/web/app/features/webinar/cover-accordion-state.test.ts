import { describe, expect, it } from 'vitest';
import { ALL_CLOSED, INITIAL_OPEN_INDEX, toggleOpenIndex } from './cover-accordion-state';

describe('webinar accordion state (docs/product.md §4)', () => {
  it('starts with the first item open', () => {
    expect(INITIAL_OPEN_INDEX).toBe(0);
  });

  it('uses -1 for all closed', () => {
    expect(ALL_CLOSED).toBe(-1);
  });

  it('clicking the open item closes it', () => {
    expect(toggleOpenIndex(0, 0)).toBe(-1);
    expect(toggleOpenIndex(2, 2)).toBe(-1);
  });

  it('clicking another item opens only that one', () => {
    expect(toggleOpenIndex(0, 2)).toBe(2);
    expect(toggleOpenIndex(2, 1)).toBe(1);
  });

  it('clicking any item when all are closed opens it', () => {
    expect(toggleOpenIndex(ALL_CLOSED, 3)).toBe(3);
    expect(toggleOpenIndex(ALL_CLOSED, 0)).toBe(0);
  });
});
