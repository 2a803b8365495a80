import type { $Fetch } from 'ofetch';
import { paceState } from '../../contract/pace';
import type { PaceApi, PaceChange } from '../../machines/shared/pace.machine';
import { request } from '../api/http';

const bodyOf = (change: PaceChange) => (change.kind === 'caps' ? change.caps : { minutes: change.minutes });

/** GET /about/pace/ and the kitchen's PUT /about/pace/{pause,busy,caps}/. */
export function createPaceApi(http: $Fetch): PaceApi {
  return {
    loadPace: () => request(http, paceState, '/about/pace/'),
    changePace: (change) =>
      request(http, paceState, `/about/pace/${change.kind}/`, { method: 'PUT', body: bodyOf(change) }),
  };
}
