import { Hono, type MiddlewareHandler } from 'hono';
import { createFactory } from 'hono/factory';
import { pageQuery } from '../../contract/common';
import { mealSearchQuery } from '../../contract/meal';
import type { DatabaseDialect, Db } from '../db/database';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import { allCategories } from '../services/categories';
import { allMeals, latestMeals, mealById, mealPage, mealsOfCategory } from '../services/meals';
import { searchMenu } from '../services/search';
import { optionGroupsOf } from '../services/meal-options';

/** `remember` keeps each read's answer for the next one (http/menu-cache.ts); search is not kept, its words vary too much. */
export function mealRoutes(db: Db, dialect: DatabaseDialect, remember: MiddlewareHandler) {
  const mealDetail = createFactory().createHandlers(remember, validate('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    const [meal, optionGroups] = await Promise.all([mealById(db, id), optionGroupsOf(db, id)]);
    // docs/rules/orders.md#options: the options to pick from ride along with the spec's meal.
    return meal ? c.json({ ...meal, option_groups: optionGroups ?? [] }) : notFound(c);
  });

  return (
    new Hono()
      .get('/meal/categories/', remember, async (c) => c.json(await allCategories(db)))

      // The whole menu, or a page of it `{count, results}` when page or page_size is given.
      .get('/meal/meals/', remember, validate('query', pageQuery), async (c) => {
        const query = c.req.valid('query');
        if (query.page === undefined && query.page_size === undefined) return c.json(await allMeals(db));
        return c.json(await mealPage(db, query));
      })

      // The spec writes this one without a trailing slash, unlike its neighbours: both are accepted.
      .get('/meal/meals/:id', ...mealDetail)
      .get('/meal/meals/:id/', ...mealDetail)

      // Ranked matches from the search index; a blank search finds nothing (the app sends none,
      // docs/rules/states.md#search).
      .get('/meal/search/', validate('query', mealSearchQuery), async (c) =>
        c.json({ results: await searchMenu(db, dialect, c.req.valid('query').search ?? '') }),
      )

      .get('/meal/latest-meal/', remember, async (c) => c.json(await latestMeals(db)))

      .get('/meal/meal-by-category/:id/', remember, validate('param', idParam), async (c) => {
        const meals = await mealsOfCategory(db, c.req.valid('param').id);
        return meals ? c.json(meals) : notFound(c);
      })
  );
}
