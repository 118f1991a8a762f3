import { US_STATE_CODES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { LEAD_QUALITY_STATE_CODES, PRERENDERED_PATHS, PUBLIC_PATHS } from './public-paths';

describe('the prerendered pages', () => {
  it('have a lead-quality page for every state the API knows, and only those', () => {
    expect([...LEAD_QUALITY_STATE_CODES]).toEqual(US_STATE_CODES.map((code) => code.toLowerCase()));
  });

  it('are the public pages and every state page, each once', () => {
    expect(PRERENDERED_PATHS).toHaveLength(PUBLIC_PATHS.length + LEAD_QUALITY_STATE_CODES.length - 1);
    expect(new Set(PRERENDERED_PATHS).size).toBe(PRERENDERED_PATHS.length);
    expect(PRERENDERED_PATHS).toContain('/lead-quality/wy');
  });
});
