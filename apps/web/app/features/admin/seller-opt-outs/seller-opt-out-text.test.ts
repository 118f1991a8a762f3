import { describe, expect, it } from 'vitest';
import { SOURCE_LABELS, optOutAddedText, optOutEffects } from './seller-opt-out-text';

describe('the do-not-sell list’s words', () => {
  it('names how a number came onto the list', () => {
    expect(SOURCE_LABELS).toEqual({ seller: 'Seller confirmed by text', staff: 'Added by staff' });
  });

  it('counts what an opt-out changed, one or many', () => {
    expect(optOutEffects({ leads_withdrawn: 1, buyers_notified: 1 })).toBe('1 lead withdrawn, 1 buyer told');
    expect(optOutEffects({ leads_withdrawn: 0, buyers_notified: 3 })).toBe(
      '0 leads withdrawn, 3 buyers told',
    );
  });

  it('says which number was added, as every screen writes it', () => {
    expect(
      optOutAddedText({
        phone: '+12165550244',
        source: 'staff',
        note: 'Phoned support on 11/27',
        added_by: 'admin@sellersignal.io',
        opted_out_at: '2026-11-27T18:00:00.000Z',
        leads_withdrawn: 2,
        buyers_notified: 0,
      }),
    ).toBe('(216) 555-0244 is on the do-not-sell list: 2 leads withdrawn, 0 buyers told.');
  });
});
