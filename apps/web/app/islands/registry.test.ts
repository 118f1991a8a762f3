import { describe, expect, it } from 'vitest';
import { ISLAND_NAMES } from '../components/island';
import { ISLANDS, isIslandName } from './registry';

describe('the islands registry (decision 008)', () => {
  it('has a loader for every island name, and nothing else', () => {
    expect(Object.keys(ISLANDS).sort()).toEqual([...ISLAND_NAMES].sort());
  });

  it('knows its names', () => {
    expect(isIslandName('site-header')).toBe(true);
    expect(isIslandName('__proto__')).toBe(false);
    expect(isIslandName('constructor')).toBe(false);
  });

  it('every loader resolves to a component', async () => {
    for (const name of ISLAND_NAMES) expect(typeof (await ISLANDS[name]()), name).toBe('function');
  }, 60_000);
});
