import { Hono } from 'hono';
import { busyRequest, pauseRequest, slotCapsRequest } from '../../contract/pace';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { pauseOrders, paceState, setBusy, setSlotCaps } from '../services/order-pace';

/**
 * Pause and pace: read by everyone (every page's banner, the cart's estimates and times), set by the kitchen and the
 * admins (protected as the restaurant's other settings are).
 */
export function paceRoutes(accounts: AccountContext) {
  const { db, clock } = accounts;
  return new Hono<AuthEnv>()
    .get('/about/pace/', async (c) => {
      // A pause or a full slot shows on the next read: nothing may keep an old copy.
      c.header('Cache-Control', 'no-store');
      return c.json(await paceState(db, clock()));
    })
    .put('/about/pace/pause/', requireAdmin(accounts), validate('json', pauseRequest), async (c) =>
      c.json(await pauseOrders(db, clock(), c.req.valid('json').minutes)),
    )
    .put('/about/pace/busy/', requireAdmin(accounts), validate('json', busyRequest), async (c) =>
      c.json(await setBusy(db, clock(), c.req.valid('json').minutes)),
    )
    .put('/about/pace/caps/', requireAdmin(accounts), validate('json', slotCapsRequest), async (c) =>
      c.json(await setSlotCaps(db, clock(), c.req.valid('json'))),
    );
}
