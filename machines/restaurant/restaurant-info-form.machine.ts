import { assign, emit, fromPromise, setup } from 'xstate';
import { RESTAURANT_INFO_MESSAGES, restaurantInfoFields, type RestaurantInfo } from '../../contract/about';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { fieldErrors } from '../shared/form-errors';
import type { WriteResult } from '../catalogue/meal-admin-api';
import { imageError } from '../catalogue/meal-form.machine';
import { notify, type NotifyEvent } from '../shared/notify';
import { answeredOk, ifAnsweredOk, okOutput, settleRead } from '../shared/answer';
import type { RestaurantInfoSubmission, RestaurantInfoValues } from './restaurant-admin-api';
import type { Result } from '../shared/result';
import { shownErrors } from '../shared/shown-errors';

export type RestaurantInfoField = keyof RestaurantInfoValues;
export type RestaurantInfoErrors = Partial<Record<RestaurantInfoField | 'image', string>>;

/** docs/rules/validation.md#restaurant-info caps the description at 3000 characters; the form counts towards it. */
export const DESCRIPTION_MAX = 3000;
export const RESTAURANT_INFO_LOAD_ERROR = /*i18n*/ 'Error loading restaurant details.';

/** Left blank, these keep what the server has (contract/about.ts): they are extras of ours, not spec fields. */
const KEPT_WHEN_BLANK: readonly RestaurantInfoField[] = ['name', 'time_zone'];

export type RestaurantInfoEvent =
  | { type: 'restaurantInfo.change'; field: RestaurantInfoField; value: string }
  | { type: 'restaurantInfo.image'; file: File | null }
  | { type: 'restaurantInfo.submit' }
  | { type: 'restaurantInfo.retry' };

interface RestaurantInfoContext {
  values: RestaurantInfoValues;
  /** The picture chosen on this visit, sent with the next save. */
  image: File | null;
  /** The stored picture, shown until replaced. */
  stored: string | null;
  /** Nothing is stored yet (GET answered 404): the first save must bring a picture. */
  firstTime: boolean;
  /** Errors show once the user has tried to send the form, then follow the typing. */
  submitted: boolean;
  /** The server's refusal of each field, until that field changes. */
  serverErrors: RestaurantInfoErrors;
}

/** The form's fields are the contract's text fields (contract/about.ts), in its order. */
const FIELDS = Object.keys(restaurantInfoFields.shape) as RestaurantInfoField[];

/** The form as filled from `info`, or blank before anything is stored; a link the server holds as null reads blank. */
const valuesOf = (info: RestaurantInfo | null): RestaurantInfoValues =>
  Object.fromEntries(FIELDS.map((field) => [field, info?.[field] ?? ''])) as Record<RestaurantInfoField, string>;

const initialContext = (): RestaurantInfoContext => ({
  values: valuesOf(null),
  image: null,
  stored: null,
  firstTime: true,
  submitted: false,
  serverErrors: {},
});

/** The form as stored: what the server now holds, nothing chosen, nothing refused. */
const filledFrom = (info: RestaurantInfo | null): Partial<RestaurantInfoContext> =>
  info
    ? { values: valuesOf(info), stored: info.image, firstTime: false, image: null, submitted: false, serverErrors: {} }
    : { firstTime: true };

/** The fields a save writes: every spec field (an empty social URL clears it), the extras only when filled. */
export function fieldsToSend(values: RestaurantInfoValues): Partial<RestaurantInfoValues> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => !(KEPT_WHEN_BLANK.includes(field as RestaurantInfoField) && value.trim() === ''),
    ),
  );
}

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * docs/rules/validation.md#restaurant-info: restaurant info rules, by the contract's own schema so inline texts match
 * the server's 400.
 */
export function restaurantInfoErrors({
  values,
  image,
  firstTime,
}: Pick<RestaurantInfoContext, 'values' | 'image' | 'firstTime'>): RestaurantInfoErrors {
  const fields = fieldsToSend(values);
  const errors: RestaurantInfoErrors = fieldErrors(restaurantInfoFields, fields as Record<RestaurantInfoField, string>);
  if (!errors.time_zone && fields.time_zone && !knownTimeZone(fields.time_zone.trim())) {
    errors.time_zone = RESTAURANT_INFO_MESSAGES.timeZoneInvalid;
  }
  Object.assign(errors, chosenImageError(image));
  if (firstTime && !image) errors.image = RESTAURANT_INFO_MESSAGES.imageRequired;
  return errors;
}

/** A wrong file is pointed out as soon as it is chosen (the meal form's jpeg/png and 40 MB rule and texts). */
const chosenImageError = (image: File | null): RestaurantInfoErrors => {
  const problem = image ? imageError(image) : undefined;
  return problem ? { image: problem } : {};
};

const isValid = (context: RestaurantInfoContext) => Object.keys(restaurantInfoErrors(context)).length === 0;

const without = (errors: RestaurantInfoErrors, field: RestaurantInfoField | 'image'): RestaurantInfoErrors => {
  const { [field]: _gone, ...rest } = errors;
  return rest;
};

/**
 * /route/admin/about, Update Restaurant Info (docs/rules/screens.md#admin-screens and
 * docs/rules/validation.md#restaurant-info): the form opens filled with what GET /about/about/ holds (empty the first
 * time, when a picture is then required), checks docs/rules/validation.md#validation-rules: rules, sends the fields and
 * any new picture as one multipart POST, and stays open on what the server stored, with
 * docs/rules/texts.md#error-catalogue: success text.
 */
export const restaurantInfoFormMachine = setup({
  types: {
    context: {} as RestaurantInfoContext,
    events: {} as RestaurantInfoEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    load: fromPromise<Result<RestaurantInfo | null>>(async () => {
      throw new Error('load is provided at the app boundary');
    }),
    save: fromPromise<WriteResult<RestaurantInfo>, RestaurantInfoSubmission>(async () => {
      throw new Error('save is provided at the app boundary');
    }),
  },
  guards: {
    isValid: ({ context }) => isValid(context),
    answeredOk,
  },
  actions: {
    markSubmitted: assign({ submitted: true }),
    fill: assign((_, info: RestaurantInfo | null) => filledFrom(info)),
  },
}).createMachine({
  id: 'restaurantInfoForm',
  context: initialContext,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        ...settleRead('fill', 'editing', 'failed'),
      },
    },
    failed: {
      on: { 'restaurantInfo.retry': 'loading' },
    },
    editing: {
      on: {
        'restaurantInfo.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            serverErrors: without(context.serverErrors, event.field),
          })),
        },
        'restaurantInfo.image': {
          actions: assign(({ context, event }) => ({
            image: event.file,
            serverErrors: without(context.serverErrors, 'image'),
          })),
        },
        'restaurantInfo.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'markSubmitted' },
          { actions: 'markSubmitted' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ fields: fieldsToSend(context.values), image: context.image }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'editing',
            actions: [{ type: 'fill', params: okOutput }, emit(notify('success', RESTAURANT_INFO_MESSAGES.updated))],
          },
          {
            target: 'editing',
            actions: [
              assign({
                serverErrors: ({ event }) =>
                  event.output.ok ? {} : ((event.output.fields ?? {}) as RestaurantInfoErrors),
              }),
              emit(({ event }) => notify('error', event.output.ok ? SOMETHING_WENT_WRONG : event.output.message)),
            ],
          },
        ],
        onError: { target: 'editing', actions: emit(notify('error', SOMETHING_WENT_WRONG)) },
      },
    },
  },
});

export interface RestaurantInfoView {
  status: 'loading' | 'failed' | 'editing' | 'submitting';
  values: RestaurantInfoValues;
  image: File | null;
  stored: string | null;
  firstTime: boolean;
  errors: RestaurantInfoErrors;
}

type Snapshot = { context: RestaurantInfoContext; value: unknown };

export function selectRestaurantInfoForm({ context, value }: Snapshot): RestaurantInfoView {
  return {
    status: value as RestaurantInfoView['status'],
    values: context.values,
    image: context.image,
    stored: context.stored,
    firstTime: context.firstTime,
    errors: shownErrors(context, () => restaurantInfoErrors(context), () => chosenImageError(context.image)),
  };
}
