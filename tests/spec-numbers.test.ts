import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../contract/meal-admin';
import { MAX_QUANTITY } from '../contract/order';
import { USERS_PAGE_SIZE } from '../contract/users';
import { OTP_LENGTH, OTP_SECONDS, OTP_WARNING_SECONDS } from '../machines/account/otp.machine';
import { PHONE_DIGITS } from '../machines/account/signup-validation';
import { DELETE_CONFIRM_DELAY_MS } from '../machines/catalogue/category-admin.machine';
import { MEAL_PAGE_SIZE } from '../machines/catalogue/meal-list.machine';
import { DESCRIPTION_MAX } from '../machines/restaurant/restaurant-info-form.machine';
import { BADGE_MAX } from '../machines/cart/cart-count.machine';
import { SEARCH_DEBOUNCE_MS } from '../machines/menu/search.machine';
import { RETENTION_MS } from '../machines/shared/resource.machine';
import { DEFAULT_PAGE_SIZE } from '../server/services/meals';
import { OTP_MAX_ATTEMPTS, OTP_SECONDS as SERVER_OTP_SECONDS } from '../server/services/otp';
import { ACCESS_TOKEN_SECONDS } from '../server/services/tokens';
import {
  ABOUT_MOBILE_LIMIT,
  CAROUSEL_DESCRIPTION_LIMIT,
  CAROUSEL_MEAL_COUNT,
  CAROUSEL_SKELETON_IMAGE_LINES,
  CAROUSEL_SKELETON_TEXT_LINES,
  GRID_DESCRIPTION_LIMIT,
} from '../src/lib/limits';

/**
 * The product's numbers (docs/rules/limits.md), each written out here rather than read from the code that uses it:
 * a changed constant fails this file even where a model test takes its timing or paging from the same constant.
 */
describe('the numbers of docs/rules/limits.md, as the code holds them', () => {
  it.each([
    ['the category delete confirmation follows its warning after 1.5 s (#delays)', DELETE_CONFIRM_DELAY_MS, 1500],
    ["the admin's meal list pages by 8 (#page-size)", MEAL_PAGE_SIZE, 8],
    ["the admin's user list pages by 8 (#page-size)", USERS_PAGE_SIZE, 8],
    ['GET /meal/meals/ pages by 8 unless asked otherwise (#page-size)', DEFAULT_PAGE_SIZE, 8],
    ['a code has 4 digits (#codes)', OTP_LENGTH, 4],
    ["the code screen's countdown starts at 300 s (#codes)", OTP_SECONDS, 300],
    ['a code lives 300 s on the server (#codes)', SERVER_OTP_SECONDS, 300],
    ['the countdown turns red at 60 s (#codes)', OTP_WARNING_SECONDS, 60],
    ['a code dies after 5 wrong tries (docs/rules/accounts.md#codes)', OTP_MAX_ATTEMPTS, 5],
    ['an access token lives 18000 s (#sessions)', ACCESS_TOKEN_SECONDS, 18_000],
    ['a phone number has 10 digits (#forms)', PHONE_DIGITS, 10],
    ['a picture is at most 40MB, 41943040 bytes (#forms)', MAX_IMAGE_BYTES, 41_943_040],
    ["the restaurant's description is at most 3000 characters (docs/rules/validation.md#restaurant-info)", DESCRIPTION_MAX, 3000],
    ['a line holds at most 99 (#cart)', MAX_QUANTITY, 99],
    ['a badge shows at most 99 (#display)', BADGE_MAX, 99],
    ['the carousel shows 3 meals (#lengths-shown)', CAROUSEL_MEAL_COUNT, 3],
    ["the carousel cuts a description to 200 characters (#lengths-shown)", CAROUSEL_DESCRIPTION_LIMIT, 200],
    ['the grid and search cut a description to 120 characters (#lengths-shown)', GRID_DESCRIPTION_LIMIT, 120],
    ['a phone cuts the about text to 150 characters (#lengths-shown)', ABOUT_MOBILE_LIMIT, 150],
    ["the carousel's skeleton has 22 and 10 lines (#display)", [CAROUSEL_SKELETON_IMAGE_LINES, CAROUSEL_SKELETON_TEXT_LINES], [22, 10]],
    ['search asks 250 ms after the last keystroke (docs/rules/departures.md)', SEARCH_DEBOUNCE_MS, 250],
    ['unused data is kept 60 s (#cached-data)', RETENTION_MS, 60_000],
  ])('%s', (_, held, expected) => {
    expect(held).toEqual(expected);
  });
});
