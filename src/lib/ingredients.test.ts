import { describe, expect, it } from 'vitest';
import { formatIngredients } from './ingredients';

describe('formatIngredients', () => {
  it.each([
    ['chicken, onion,ginger , fresh coriander', 'Chicken, Onion, Ginger, Fresh coriander'],
    ['Paneer', 'Paneer'],
    [' , rice,, dal ', 'Rice, Dal'],
    ['', ''],
  ])('%j → %j', (raw, shown) => {
    expect(formatIngredients(raw)).toBe(shown);
  });
});
