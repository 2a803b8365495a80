import * as z from 'zod/mini';
import { busyRequest, paceState, pauseRequest, slotCapsRequest } from '../pace';
import { restaurantInfoFields } from '../about';
import { health, pageQuery } from '../common';
import { dashboard } from '../dashboard';
import { favoriteList, favoriteRequest, favoriteStatus, favoriteStatusQuery } from '../favorite';
import { serviceSettings, serviceSettingsRequest } from '../fulfilment';
import { categoryList, mealList, mealPage, mealSearchQuery, mealSearchResults } from '../meal';
import {
  categoryForm,
  categorySaved,
  MEAL_IMAGE_FIELDS,
  mealCreateForm,
  mealSaved,
  mealUpdateForm,
  messageResponse,
} from '../meal-admin';
import { mealWithOptions, optionGroupList, optionGroupsRequest } from '../meal-options';
import { restaurantInfo } from '../restaurant-info';
import { mealIdQuery, myReview, reviewList, reviewRequest, reviewSaved } from '../review';
import { type ApiRoute, created, ok, routesOf, upload, withAndWithoutSlash } from './api-route';

const menu = routesOf('Menu');
const reviews = routesOf('Reviews');
const restaurant = routesOf('Restaurant');

/** The menu, its reviews and favourites, the restaurant page and the back office's front page. */
export const MENU_ROUTES: readonly ApiRoute[] = [
  routesOf('System').public('GET /health', 'Whether the server and its database answer', ok(health, 503)),
  menu.public('GET /meal/categories/', 'Every category with its number of meals', ok(categoryList)),
  menu.public(
    'GET /meal/meals/',
    'The whole menu, or one page of it `{count, results}` when page or page_size is given',
    ok(z.union([mealList, mealPage])),
    { query: pageQuery },
  ),
  ...withAndWithoutSlash(
    menu.public('GET /meal/meals/{id}/', 'One meal with the option groups to choose from', ok(mealWithOptions)),
  ),
  menu.public(
    'GET /meal/search/',
    'Meals matching the words, best first; a blank search finds nothing',
    ok(mealSearchResults),
    { query: mealSearchQuery },
  ),
  menu.public('GET /meal/latest-meal/', 'The newest meals', ok(mealList)),
  menu.public('GET /meal/meal-by-category/{id}/', "A category's meals", ok(mealList)),
  menu.admin('POST /meal/meals/', 'Add a meal (main_image required)', created(mealSaved, 413, 429), {
    body: upload(mealCreateForm, MEAL_IMAGE_FIELDS),
  }),
  menu.admin('PATCH /meal/{id}/update/', 'Change some of a meal’s fields or pictures', ok(mealSaved, 413, 429), {
    body: upload(mealUpdateForm, MEAL_IMAGE_FIELDS),
  }),
  menu.admin(
    'PUT /meal/{id}/options/',
    "Replace a meal's option groups (what customers chose keeps its ids)",
    ok(z.extend(optionGroupList, { message: z.string() })),
    optionGroupsRequest,
  ),
  menu.admin('DELETE /meal/{id}/delete/', 'Remove a meal', ok(messageResponse)),
  menu.admin('POST /meal/categories/', 'Add a category (JSON or a form)', created(categorySaved), {
    body: upload(categoryForm),
  }),
  menu.admin('PATCH /meal/categories/{id}/', 'Rename a category (JSON or a form)', ok(categorySaved), {
    body: upload(categoryForm),
  }),
  menu.admin('DELETE /meal/categories/{id}/', 'Remove a category', ok(messageResponse)),
  reviews.public('GET /meal/review-rating/', "A meal's reviews, newest first", ok(reviewList, 404), {
    query: mealIdQuery,
  }),
  reviews.customer(
    'POST /meal/review-rating/',
    'Review a meal (a second review replaces the first)',
    created(reviewSaved, 429),
    reviewRequest,
  ),
  reviews.customer('GET /meal/review-rating/mine/', "The caller's own review of a meal, or null", ok(myReview), {
    query: mealIdQuery,
  }),
  reviews.customer('POST /meal/favorite-meal/', 'Mark a meal as a favourite', ok(messageResponse), favoriteRequest),
  reviews.customer(
    'GET /meal/favorite-meal/',
    "The caller's favourites, or with meal_id whether that meal is one",
    ok(z.union([favoriteList, favoriteStatus])),
    { query: z.partial(favoriteStatusQuery) },
  ),
  reviews.customer('DELETE /meal/favorite-meal/', 'Unmark a favourite', ok(messageResponse), favoriteRequest),
  restaurant.public(
    'GET /about/about/',
    "The restaurant's page: contact, hours, whether it is open now",
    ok(restaurantInfo, 404),
  ),
  restaurant.admin(
    'POST /about/about/',
    "Save the restaurant's page, with an optional picture",
    ok(restaurantInfo, 413, 429),
    { body: upload(restaurantInfoFields, ['image']) },
  ),
  restaurant.public(
    'GET /about/service/',
    'The ways food reaches the customer (pickup, dine-in, delivery) and their settings',
    ok(serviceSettings),
  ),
  restaurant.admin(
    'PUT /about/service/',
    'Change the service settings (the whole of them)',
    ok(serviceSettings),
    serviceSettingsRequest,
  ),
  restaurant.public('GET /about/pace/', 'Whether new orders are paused, minutes added to estimates, slot caps and full slots', ok(paceState)),
  restaurant.admin('PUT /about/pace/pause/', 'Pause new orders for 15, 30 or 60 minutes; 0 resumes now', ok(paceState), pauseRequest),
  restaurant.admin('PUT /about/pace/busy/', 'Add 10, 20 or 30 minutes to every estimate for an hour; 0 ends it', ok(paceState), busyRequest),
  restaurant.admin('PUT /about/pace/caps/', 'Orders per 15-minute slot for each way of ordering (null: no cap)', ok(paceState), slotCapsRequest),
  restaurant.admin(
    'GET /dashboard/',
    "Today's sales, orders by status, best sellers and 14 days of revenue",
    ok(dashboard),
  ),
];
