import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaDirOf } from '../../../server/media/image-store';
import { t } from './menu-world';

/*
 * The world of the meal-admin-*.test.ts files: the tiny catalog, the roles' tokens, the Momo category new meals go
 * into (menu-world.ts), and the media folder the images land in.
 */

export { app, createMeal, momoId, t, tokens, useMenuWorld } from './menu-world';

export const mediaFiles = async () => readdir(join(mediaDirOf(t.dataDir), 'meals')).catch(() => [] as string[]);
export const fileName = (path: string) => path.split('/').at(-1) as string;
