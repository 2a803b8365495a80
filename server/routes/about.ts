import { Hono } from 'hono';
import type { Db } from '../db/database';
import { detail } from '../http/errors';
import { restaurantInfo } from '../services/about';

export function aboutRoutes(db: Db) {
  return new Hono().get('/about/about/', async (c) => {
    const info = await restaurantInfo(db);
    return info ? c.json(info) : detail(c, 404, 'Restaurant info has not been set up yet.');
  });
}
