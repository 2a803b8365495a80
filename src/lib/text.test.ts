import { describe, expect, it } from 'vitest';
import { ABOUT_MOBILE_LIMIT, CAROUSEL_DESCRIPTION_LIMIT, GRID_DESCRIPTION_LIMIT } from './limits';
import { truncate } from './text';

describe('truncate', () => {
  it('leaves text that fits alone', () => {
    expect(truncate('Momo', 4)).toBe('Momo');
    expect(truncate('', 10)).toBe('');
  });

  it('cuts at the limit and marks the cut with dots', () => {
    expect(truncate('abcdefghij', 4)).toBe('abcd...');
  });

  it('does not leave a space before the dots', () => {
    expect(truncate('Hand made momo', 10)).toBe('Hand made...');
  });

  it.each([
    ['carousel', CAROUSEL_DESCRIPTION_LIMIT, 200],
    ['grid', GRID_DESCRIPTION_LIMIT, 120],
    ['mobile about', ABOUT_MOBILE_LIMIT, 150],
  ])('keeps the %s cut at the spec’s %d characters', (_, limit, expected) => {
    expect(limit).toBe(expected);
    const long = 'x'.repeat(limit + 30);
    expect(truncate(long, limit)).toBe(`${'x'.repeat(expected)}...`);
  });
});
