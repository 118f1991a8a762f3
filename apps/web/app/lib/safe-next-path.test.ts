import { describe, expect, it } from 'vitest';
import { landingPathFor, loginPathFor, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeNextPath('/wallet')).toBe('/wallet');
    expect(safeNextPath('/billing?plan=abc')).toBe('/billing?plan=abc');
  });
  it('falls back to the dashboard without a next', () => {
    expect(safeNextPath(null)).toBe('/dashboard');
    expect(safeNextPath('')).toBe('/dashboard');
  });
  it('never sends a member to another site', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/x\u0000y',
    ]) {
      expect(safeNextPath(next)).toBe('/dashboard');
    }
  });
  it('never loops back to the sign-in pages', () => {
    expect(safeNextPath('/login?next=/wallet')).toBe('/dashboard');
    expect(safeNextPath('/sign-up')).toBe('/dashboard');
  });
});

describe('landingPathFor', () => {
  it('takes the team to the console and members to their dashboard', () => {
    expect(landingPathFor(null, 'admin')).toBe('/admin');
    expect(landingPathFor(null, 'customer')).toBe('/dashboard');
  });
  it('still honours the page someone asked for, and only a page on this site', () => {
    expect(landingPathFor('/admin/plans', 'admin')).toBe('/admin/plans');
    expect(landingPathFor('/wallet', 'admin')).toBe('/wallet');
    expect(landingPathFor('https://evil.example', 'admin')).toBe('/admin');
  });
});

describe('loginPathFor', () => {
  it('encodes the page to come back to', () => {
    expect(loginPathFor('/billing?plan=abc')).toBe('/login?next=%2Fbilling%3Fplan%3Dabc');
  });
});
