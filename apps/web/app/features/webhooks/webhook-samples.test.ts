import { purchasedLeadSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { DELIVERY_PAGES } from '../../config/delivery-paths';
import { SAMPLE_HEADERS, VERIFY_SNIPPET, samplePayload } from './webhook-samples';

describe('webhook samples', () => {
  it('shows a lead.purchased payload whose data is a purchased lead of the contract', () => {
    const payload = JSON.parse(samplePayload()) as { type: string; timestamp: string; data: unknown };
    expect(payload.type).toBe('lead.purchased');
    expect(() => purchasedLeadSchema.parse(payload.data)).not.toThrow();
  });

  it('names the three Standard Webhooks headers', () => {
    expect(SAMPLE_HEADERS.map((header) => header.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
  });

  it('verifies with the standardwebhooks package on the raw body', () => {
    expect(VERIFY_SNIPPET).toContain('import { Webhook } from "standardwebhooks"');
    expect(VERIFY_SNIPPET).toContain('new Webhook(');
    expect(VERIFY_SNIPPET).toContain('webhook.verify(req.body, req.headers)');
    expect(VERIFY_SNIPPET).toContain('express.text({ type: "application/json" })');
  });
});

describe('delivery pages', () => {
  it('are the four pages under /purchased-leads, Connect Webhook and Connect Sheet by the names /docs uses', () => {
    expect(DELIVERY_PAGES.map((page) => [page.label, page.href])).toEqual([
      ['API Keys', '/purchased-leads/api-keys'],
      ['Connect Webhook', '/purchased-leads/connect-webhook'],
      ['Connect Sheet', '/purchased-leads/connect-sheet'],
      ['Connect Go High Level', '/purchased-leads/connect-go-high-level'],
    ]);
  });
});
