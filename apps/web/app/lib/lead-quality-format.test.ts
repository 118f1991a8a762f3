import { describe, expect, it } from 'vitest';
import { figureTexts, formatMinutes, formatRate } from './lead-quality-format';

describe('lead-quality figures as text', () => {
  it('says a wait in minutes, hours or days', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(40)).toBe('40 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(190)).toBe('3 h 10 min');
    expect(formatMinutes(47 * 60 + 59)).toBe('47 h 59 min');
    expect(formatMinutes(2 * 1440)).toBe('2 days');
    expect(formatMinutes(2 * 1440 + 4 * 60)).toBe('2 days 4 h');
  });

  it('rounds rates to whole percents and never shows a small one as 0%', () => {
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(0.004)).toBe('<1%');
    expect(formatRate(0.5)).toBe('50%');
    expect(formatRate(0.6249)).toBe('62%');
    expect(formatRate(1)).toBe('100%');
  });

  it('explains a place with too few leads instead of showing its figures', () => {
    expect(
      figureTexts({
        leads_published: 19,
        enough_leads: false,
        purchases: null,
        median_minutes_to_first_buyer: null,
        contact_rate: null,
        return_rate: null,
      }),
    ).toEqual({ enough: false, reason: '19 of the 20 needed in 90 days' });
    expect(
      figureTexts({
        leads_published: 1200,
        enough_leads: true,
        purchases: 900,
        median_minutes_to_first_buyer: 40,
        contact_rate: 0.5,
        return_rate: 0.2,
      }),
    ).toEqual({ enough: true, published: '1,200', firstBuyer: '40 min', contact: '50%', returned: '20%' });
    expect(
      figureTexts({
        leads_published: 25,
        enough_leads: true,
        purchases: 0,
        median_minutes_to_first_buyer: null,
        contact_rate: null,
        return_rate: null,
      }),
    ).toEqual({ enough: true, published: '25', firstBuyer: null, contact: null, returned: null });
  });
});
