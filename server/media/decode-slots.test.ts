import { describe, expect, it } from 'vitest';
import { slots } from './decode-slots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('slots', () => {
  it('runs at most `size` tasks at once, the others in arrival order, and frees a slot when a task fails', async () => {
    const run = slots(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) =>
      run(async () => {
        started.push(id);
        active += 1;
        most = Math.max(most, active);
        await tick();
        active -= 1;
        if (id === 3) throw new Error('broken image');
        return id;
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, id) => task(id)));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(9);
    // Every slot came back: two more run at once straight away.
    most = 0;
    await Promise.all([task(20), task(21)]);
    expect(most).toBe(2);
  });
});
