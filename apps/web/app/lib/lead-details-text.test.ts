import { describe, expect, it } from 'vitest';
import { choiceText, occupancyText, percentText, sizeText } from './lead-details-text';

describe('the words of a lead’s details', () => {
  it('says the size with what the lead has, in the singular where it is one', () => {
    expect(sizeText({ bedrooms: 3, bathrooms: 2.5, square_feet: 1480 })).toBe(
      '3 beds · 2.5 baths · 1,480 sq ft',
    );
    expect(sizeText({ bedrooms: 1, bathrooms: 1, square_feet: null })).toBe('1 bed · 1 bath');
    expect(sizeText({ bedrooms: null, bathrooms: null, square_feet: 12_500 })).toBe('12,500 sq ft');
    expect(sizeText({ bedrooms: null, bathrooms: null, square_feet: null })).toBeNull();
  });

  it('turns the contract’s choices into labels', () => {
    expect(choiceText('needs work')).toBe('Needs work');
    expect(choiceText('AI caller')).toBe('AI caller');
    expect(occupancyText('owner-occupied')).toBe('Owner-occupied');
    expect(occupancyText('tenant')).toBe('Tenant in place');
  });

  it('writes a percentage with a real minus sign', () => {
    expect(percentText(69.4)).toBe('69.4%');
    expect(percentText(100)).toBe('100%');
    expect(percentText(-6.5)).toBe('−6.5%');
  });
});
