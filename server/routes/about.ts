import { Hono } from 'hono';
import { restaurantInfoFields } from '../../contract/about';
import type { FieldErrors } from '../../contract/common';
import type { Db } from '../db/database';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { detail } from '../http/errors';
import { readUploadForm } from '../http/upload';
import { fieldErrors } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { restaurantInfo, saveRestaurant } from '../services/about';

const IMAGE_FIELD = 'image';

/** The restaurant's public page: read by everyone, written by admins (decisions §3), spec §5's rules. */
export function aboutRoutes(db: Db, accounts: AccountContext) {
  return new Hono<AuthEnv>()
    .get('/about/about/', async (c) => {
      const info = await restaurantInfo(db);
      return info ? c.json(info) : detail(c, 404, 'Restaurant info has not been set up yet.');
    })
    .post('/about/about/', requireAdmin(accounts), async (c) => {
      const form = await readUploadForm(c, 1);
      if (form instanceof Response) return form;
      const errors: FieldErrors = {};
      const { [IMAGE_FIELD]: image, ...otherFiles } = form.files;
      for (const field of Object.keys(otherFiles)) errors[field] = ['Unexpected file'];
      // Text in the image field is a file that was not sent as one; an empty value is an input left empty.
      const sentAsText = form.fields[IMAGE_FIELD];
      if (sentAsText !== undefined && sentAsText !== '') errors[IMAGE_FIELD] = ['Only image files are allowed'];
      const parsed = restaurantInfoFields.safeParse(form.fields);
      if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
      if (!parsed.success || Object.keys(errors).length > 0) return c.json(errors, 400);
      const saved = await saveRestaurant({ db, dataDir: accounts.dataDir, clock: accounts.clock }, parsed.data, image);
      return saved.ok ? c.json(saved.info) : c.json(saved.errors, 400);
    });
}
