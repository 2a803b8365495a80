/**
 * A 50-megapixel image holds about 150 MB of pixels while it is decoded. Any customer may upload a profile picture,
 * so without a bound, a few dozen uploads at once would hold gigabytes. Decodes take turns instead: with one per
 * core, the CPU is as busy as it can be anyway, and the memory held stays at a few hundred MB whatever the load.
 */
export const DECODES_AT_ONCE = 2;

export type Slots = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs tasks with at most `size` of them under way; the others wait their turn, first come first served. */
export function slots(size: number): Slots {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (active < size) active += 1;
    // The finishing task hands its slot over, so `active` does not change.
    else await new Promise<void>((resume) => waiting.push(resume));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

export const decodeSlot = slots(DECODES_AT_ONCE);
