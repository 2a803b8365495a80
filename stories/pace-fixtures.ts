import { CALM_PACE, type PaceState } from '../contract/pace';
import type { PaceApi } from '../machines/shared/pace.machine';
import { ok } from '../machines/shared/result';

/** Half past eleven at the restaurant; a pause of n minutes ends at this clock. */
const endsAt = (minutes: number) => {
  const total = 11 * 60 + 30 + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

export const PAUSED_PACE: PaceState = { ...CALM_PACE, paused_until: '2026-03-02T06:00:00.000Z', paused_clock: '11:45' };

/** The kitchen's pace on a fake server: each change is kept and answered as the server would. */
export function createFakePaceApi(start: PaceState = CALM_PACE): PaceApi {
  let pace = start;
  return {
    loadPace: async () => ok(pace),
    async changePace(change) {
      if (change.kind === 'pause')
        pace = change.minutes === 0 ? { ...pace, paused_until: null, paused_clock: null } : { ...pace, paused_until: 'later', paused_clock: endsAt(change.minutes) };
      else if (change.kind === 'busy')
        pace = { ...pace, busy_minutes: change.minutes, busy_until: change.minutes === 0 ? null : 'later' };
      else pace = { ...pace, caps: change.caps };
      return ok(pace);
    },
  };
}
