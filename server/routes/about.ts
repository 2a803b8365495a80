import { Hono } from 'hono';
import type { Db } from '../db/database';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { writeAudits } from '../http/write-audits';
import { detail } from '../http/errors';
import { readUploadForm } from '../http/upload';
import { uploadGate } from '../http/upload-gate';
import type { AccountContext } from '../services/account-context';
import { restaurantInfo, saveRestaurant } from '../services/about';
import { type ServiceSettings, serviceSettingsRequest } from '../../contract/fulfilment';
import { validate } from '../http/validation';
import { changesPayments, savePayments, saveService, serviceSettings } from '../services/service-settings';
import { may } from '../../contract/permissions';
import { PAYMENT_SETTINGS_MESSAGES, paymentSettingsRequest } from '../../contract/payment-settings';

/**
 * The restaurant's public page: read by everyone, written by admins (docs/rules/roles.md#permissions),
 * docs/rules/validation.md#restaurant-info: rules. `khalti`: whether this server takes Khalti (KHALTI_MODE not off), so
 * the cart offers it only when a Khalti order would be taken.
 */
export function aboutRoutes(db: Db, accounts: AccountContext, gateways: { khalti: boolean }) {
  const audits = writeAudits(db, accounts.clock);
  const withGateways = (settings: ServiceSettings): ServiceSettings => ({ ...settings, khalti: gateways.khalti });
  return new Hono<AuthEnv>()
    .get('/about/about/', async (c) => {
      // An admin's change (hours, picture) shows on the next visit: browsers ask again rather than reuse a copy.
      c.header('Cache-Control', 'no-cache');
      const info = await restaurantInfo(db, accounts.clock());
      return info ? c.json(info) : detail(c, 404, 'Restaurant info has not been set up yet.');
    })
    .post('/about/about/', requireAdmin(accounts), uploadGate(accounts.uploads), audits.restaurant, async (c) => {
      // One picture at most: a body over 40 MB and the fields is refused with 413 while it streams.
      const form = await readUploadForm(c, 1);
      if (form instanceof Response) return form;
      const saved = await saveRestaurant({ db, dataDir: accounts.dataDir, media: accounts.media, clock: accounts.clock }, form);
      return saved.ok ? c.json(saved.info) : c.json(saved.errors, 400);
    })
    // How the food reaches the customer (docs/rules/orders.md#ways-to-order): the cart offers these ways, the server
    // holds orders to them.
    .get('/about/service/', async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(withGateways(await serviceSettings(db)));
    })
    .put('/about/service/', requireAdmin(accounts), validate('json', serviceSettingsRequest), async (c, next) => {
      // The ways to pay ride along in the service settings, but they are money settings: the owner's
      // (docs/rules/roles.md#staff-roles).
      if (!may(c.var.role, 'money.settings') && (await changesPayments(db, c.req.valid('json'))))
        return detail(c, 403, PAYMENT_SETTINGS_MESSAGES.ownerOnly);
      return next();
    }, audits.service, async (c) => c.json(withGateways(await saveService(db, accounts.clock(), c.req.valid('json')))))
    .put('/about/payments/', requireAdmin(accounts), audits.payments, validate('json', paymentSettingsRequest), async (c) =>
      c.json(withGateways(await savePayments(db, accounts.clock(), c.req.valid('json')))),
    );
}
