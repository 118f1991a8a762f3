import { describe, expect, it } from 'vitest';
import { getPurchasedPremiumLeads } from '../contracts/leads.js';
import { PULL_API_METHOD, PULL_API_PATH } from './pull-api-examples.js';

describe('PULL_API_PATH and PULL_API_METHOD', () => {
  it("is the pull API contract's path under /api/v1, with its method", () => {
    expect(PULL_API_PATH).toBe(`/api/v1/${getPurchasedPremiumLeads.path}`);
    expect(PULL_API_METHOD).toBe(getPurchasedPremiumLeads.method);
  });
});
