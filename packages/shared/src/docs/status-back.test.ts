import { describe, expect, it } from 'vitest';
import { changePurchasedLeadStatus } from '../contracts/pipeline.js';
import { MESSAGES } from '../messages.js';
import { SAMPLE_GHL_STAGE_EVENT_ANSWER, STATUS_API_PATH, statusChangeCurl } from './status-back-examples.js';

describe('the status-back examples of /docs', () => {
  it("send to the status contract's path under /api/v1 with the x-api-key header", () => {
    expect(STATUS_API_PATH).toBe(`/api/v1/${changePurchasedLeadStatus.path}`);
    expect(changePurchasedLeadStatus.method).toBe('POST');
    const curl = statusChangeCurl(
      'https://leads.example.com/',
      'sk_KEY',
      '3f6c1d2e-8a4b-4c5d-9e7f-0a1b2c3d4e5f',
    );
    expect(curl).toContain('-H "x-api-key: sk_KEY"');
    expect(curl).toContain('"https://leads.example.com/api/v1/leads/change-purchased-lead-status"');
    const body = JSON.parse(/-d '([^']+)'/.exec(curl)![1]!) as unknown;
    expect(changePurchasedLeadStatus.body.safeParse(body).success).toBe(true);
  });

  it('answer a stage event with a catalogue message', () => {
    expect(SAMPLE_GHL_STAGE_EVENT_ANSWER.message).toBe(MESSAGES.edited);
  });
});
