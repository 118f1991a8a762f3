import { describe, expect, it } from 'vitest';
import { USER_TESTIMONIALS, groupInThrees } from './user-testimonials';

describe("'What Our Users Are Saying' data (docs/product.md §2.4)", () => {
  it('has 16 five-star entries with name, role, city and quote', () => {
    expect(USER_TESTIMONIALS).toHaveLength(16);
    for (const testimonial of USER_TESTIMONIALS) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.name && testimonial.role && testimonial.city && testimonial.quote).toBeTruthy();
    }
  });

  it('groups entries in columns of three, the last one holding the rest', () => {
    const groups = groupInThrees(USER_TESTIMONIALS);
    expect(groups.map((group) => group.length)).toEqual([3, 3, 3, 3, 3, 1]);
    expect(groups.flat()).toEqual(USER_TESTIMONIALS);
  });
});
