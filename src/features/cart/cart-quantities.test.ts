import superjson from 'superjson';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQuantityStore } from './cart-quantities';

beforeEach(() => localStorage.clear());

describe('createQuantityStore: quantities kept per user in the browser (docs/rules/orders.md#cart-lines)', () => {
  const store = createQuantityStore();

  it('gives back what was kept, as a Map', async () => {
    await store.keepQuantities('9811111111', new Map([[3, 2], [7, 99]]));
    expect(await store.keptQuantities('9811111111')).toEqual(new Map([[3, 2], [7, 99]]));
  });

  it('keeps each user apart', async () => {
    await store.keepQuantities('9811111111', new Map([[3, 2]]));
    await store.keepQuantities('9822222222', new Map([[3, 5]]));
    expect(await store.keptQuantities('9811111111')).toEqual(new Map([[3, 2]]));
    expect(await store.keptQuantities('9822222222')).toEqual(new Map([[3, 5]]));
  });

  it('replaces what was kept, so meals no longer in the cart are forgotten', async () => {
    await store.keepQuantities('9811111111', new Map([[3, 2], [7, 4]]));
    await store.keepQuantities('9811111111', new Map([[7, 4]]));
    expect(await store.keptQuantities('9811111111')).toEqual(new Map([[7, 4]]));
  });

  it('leaves nothing behind for an empty cart', async () => {
    await store.keepQuantities('9811111111', new Map([[3, 2]]));
    await store.keepQuantities('9811111111', new Map());
    expect(localStorage.length).toBe(0);
  });

  it('stores superjson that survives a reload of the page', async () => {
    await store.keepQuantities('9811111111', new Map([[3, 2]]));
    const text = localStorage.getItem('cart-line-quantities:9811111111')!;
    expect(superjson.parse(text)).toEqual(new Map([[3, 2]]));
    expect(await createQuantityStore().keptQuantities('9811111111')).toEqual(new Map([[3, 2]]));
  });

  it('reads nothing kept, broken text or anything but a Map as nothing kept', async () => {
    expect(await store.keptQuantities('9811111111')).toEqual(new Map());
    localStorage.setItem('cart-line-quantities:9811111111', '{not json');
    expect(await store.keptQuantities('9811111111')).toEqual(new Map());
    localStorage.setItem('cart-line-quantities:9811111111', superjson.stringify({ 3: 2 }));
    expect(await store.keptQuantities('9811111111')).toEqual(new Map());
  });

  it('drops quantities that are not whole numbers from 1 to 99', async () => {
    const kept = new Map<unknown, unknown>([[1, 2], [2, 0], [3, 100], [4, 1.5], ['5', 2], [6, '2'], [7, 99]]);
    localStorage.setItem('cart-line-quantities:9811111111', superjson.stringify(kept));
    expect(await store.keptQuantities('9811111111')).toEqual(new Map([[1, 2], [7, 99]]));
  });
});
