import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { RESTAURANT_INFO_MESSAGES as M, type RestaurantInfo } from '../../contract/about';
import type { WriteResult } from '../catalogue/meal-admin-api';
import type { NotifyEvent } from '../shared/notify';
import type { RestaurantInfoSubmission, RestaurantInfoValues } from './restaurant-admin-api';
import {
  restaurantInfoErrors,
  restaurantInfoFormMachine,
  selectRestaurantInfoForm,
} from './restaurant-info-form.machine';
import { ok, type Result } from '../shared/result';
import { formOf, png, savedInfo, stored } from './testing/restaurant-info-fixtures';
import { RESTAURANT_INFO_REFUSALS } from './restaurant-info-refusals';

/**
 * The docs/rules/validation.md#restaurant-info rules and texts one by one, and a first save end to end; every
 * transition is in restaurant-info-form.machine.test.ts.
 */

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the restaurant info rules (docs/rules/validation.md#restaurant-info)', () => {
  const filled: RestaurantInfoValues = formOf(stored);
  const errorsOf = (values: Partial<RestaurantInfoValues>, image: File | null = null, firstTime = false) =>
    restaurantInfoErrors({ values: { ...filled, ...values }, image, firstTime });

  it('a stored restaurant needs no new picture; the first save does', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({}, null, true)).toEqual({ image: M.imageRequired });
    expect(errorsOf({}, png, true)).toEqual({});
  });

  it.each(RESTAURANT_INFO_REFUSALS)('%s %j → %s', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['description', 'x'.repeat(10)],
    ['description', 'x'.repeat(3000)],
    ['instagram_url', ''],
    ['instagram_url', 'https://instagram.com/hearth'],
    ['closing_time', '00:30'],
    ['name', ''],
    ['time_zone', ''],
  ] as const)('%s %j is accepted', (field, value) => {
    expect(errorsOf({ [field]: value })).toEqual({});
  });

  it("a picture over 40 MB is refused with the meal form's words", () => {
    const huge = new File([new Uint8Array(41_943_041)], 'huge.png', { type: 'image/png' });
    expect(errorsOf({}, huge)).toEqual({ image: 'Image must be less than 40MB' });
  });

  it('a first save sends the fields, leaves out blank extras, and brings the picture', async () => {
    const saves: RestaurantInfoSubmission[] = [];
    const toasts: NotifyEvent[] = [];
    const actor = createActor(
      restaurantInfoFormMachine.provide({
        actors: {
          load: fromPromise<Result<RestaurantInfo | null>>(async () => ok(null)),
          save: fromPromise<WriteResult<RestaurantInfo>, RestaurantInfoSubmission>(async ({ input }) => {
            saves.push(input);
            return ok(savedInfo);
          }),
        },
      }),
    );
    actor.on('notify', (toast) => toasts.push(toast));
    actor.start();
    await settle();
    const typed: Partial<RestaurantInfoValues> = {
      description: 'A family kitchen in Patan.',
      contact_number: '+977 9801234567',
      email: 'hello@hearth.example',
      opening_time: '09:30',
      closing_time: '21:00',
      instagram_url: 'https://instagram.com/hearth',
    };
    for (const [field, value] of Object.entries(typed)) {
      actor.send({ type: 'restaurantInfo.change', field: field as keyof RestaurantInfoValues, value });
    }
    actor.send({ type: 'restaurantInfo.submit' });
    expect(selectRestaurantInfoForm(actor.getSnapshot()).errors).toEqual({ image: M.imageRequired });
    actor.send({ type: 'restaurantInfo.image', file: png });
    actor.send({ type: 'restaurantInfo.submit' });
    await settle();
    expect(saves).toEqual([{ fields: { ...typed, facebook_url: '', tiktok_url: '' }, image: png }]);
    expect(toasts).toEqual([{ type: 'notify', level: 'success', message: 'Restaurant details updated successfully!' }]);
    expect(selectRestaurantInfoForm(actor.getSnapshot())).toMatchObject({
      firstTime: false,
      stored: savedInfo.image,
      image: null,
    });
  });
});
