import { leadOptOutEventSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { SAMPLE_OPT_OUT_EVENT } from './sample-opt-out-event';

describe('the lead.opt_out sample on /docs', () => {
  it('is an event the API could send', () => {
    expect(SAMPLE_OPT_OUT_EVENT.type).toBe('lead.opt_out');
    expect(new Date(SAMPLE_OPT_OUT_EVENT.timestamp).toISOString()).toBe(SAMPLE_OPT_OUT_EVENT.timestamp);
    expect(leadOptOutEventSchema.strict().parse(SAMPLE_OPT_OUT_EVENT.data)).toEqual(
      SAMPLE_OPT_OUT_EVENT.data,
    );
  });
});
