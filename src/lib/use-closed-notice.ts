import { closedBanner, payWhenOpen } from '../../contract/opening-hours';
import { useResource } from '../app/app-actor';

/**
 * While the kitchen is closed (as the server read its clock when the restaurant's info was last read): the banner's
 * words and the cart's, or null while it is open or not known yet. Pay itself is still checked by the server.
 */
export function useClosedNotice(): { banner: string; pay: string } | null {
  const info = useResource('restaurant').data;
  return info && !info.open_now ? { banner: closedBanner(info), pay: payWhenOpen(info) } : null;
}
