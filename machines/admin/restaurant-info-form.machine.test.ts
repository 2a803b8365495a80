import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { RESTAURANT_INFO_MESSAGES as M, type RestaurantInfo } from '../../contract/about';
import { MEAL_MESSAGES } from '../../contract/meal-admin';
import type { WriteResult } from './meal-admin-api';
import type { NotifyEvent } from '../shared/notify';
import type { RestaurantInfoSubmission, RestaurantInfoValues } from './restaurant-admin-api';
import {
  restaurantInfoErrors,
  restaurantInfoFormMachine,
  selectRestaurantInfoForm,
  type RestaurantInfoEvent,
} from './restaurant-info-form.machine';
import { failure, ok, type Result } from '../shared/result';
import {
  checkRule,
  edgesOf,
  unclaimedOrContested,
  type GraphEvent,
  type Harness,
  type Rule,
} from '../shared/testing/graph-replay';

const loadId = restaurantInfoFormMachine.getStateNodeById('restaurantInfoForm.loading').invoke[0]!.id;
const saveId = restaurantInfoFormMachine.getStateNodeById('restaurantInfoForm.submitting').invoke[0]!.id;
const LOADED = `xstate.done.actor.${loadId}`;
const LOAD_THREW = `xstate.error.actor.${loadId}`;
const SAVED = `xstate.done.actor.${saveId}`;
const SAVE_THREW = `xstate.error.actor.${saveId}`;

const stored: RestaurantInfo = {
  name: 'Himalayan Hearth',
  description: 'Hand-folded momo and slow dal bhat in the old quarter.',
  contact_number: '9801234567',
  email: 'hello@hearth.example',
  image: '/media/about/hearth.webp',
  opening_time: '10:00',
  closing_time: '22:00',
  time_zone: 'Asia/Kathmandu',
  facebook_url: 'https://facebook.com/hearth',
  instagram_url: null,
  tiktok_url: null,
  latitude: null,
  longitude: null,
  open_now: true,
};
/** What the server answers to a save: the info as it now stores it, with the new picture's path. */
const savedInfo: RestaurantInfo = {
  ...stored,
  description: 'A longer story of the kitchen.',
  image: '/media/about/new.webp',
};

/** A File serialises as {} and the graph tells states and events apart by their JSON: each file names itself. */
const named = (file: File) => Object.assign(file, { toJSON: () => `${file.name} (${file.type})` });
const png = named(new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' }));
const gif = named(new File(['GIF89a'], 'dance.gif', { type: 'image/gif' }));

const REFUSED = { description: M.descriptionMin, image: MEAL_MESSAGES.onlyImages };
const editEvents: RestaurantInfoEvent[] = [
  { type: 'restaurantInfo.change', field: 'description', value: 'Too short' },
  { type: 'restaurantInfo.change', field: 'description', value: savedInfo.description },
  { type: 'restaurantInfo.image', file: png },
  { type: 'restaurantInfo.image', file: gif },
  { type: 'restaurantInfo.image', file: null },
  { type: 'restaurantInfo.submit' },
];

const edges = edgesOf(restaurantInfoFormMachine, {
  events: (state) => [
    ...(state.matches('loading')
      ? [
          { type: LOADED, output: ok(stored) },
          { type: LOADED, output: ok(null) },
          { type: LOADED, output: failure('Something went wrong', 500) },
          { type: LOAD_THREW, error: new Error('load threw') },
        ]
      : []),
    { type: 'restaurantInfo.retry' },
    ...editEvents,
    ...(state.matches('submitting')
      ? [
          { type: SAVED, output: ok(savedInfo) },
          {
            type: SAVED,
            output: { ok: false, message: `${REFUSED.description}, ${REFUSED.image}`, status: 400, fields: REFUSED },
          },
          { type: SAVED, output: failure('Something went wrong', 500) },
          { type: SAVE_THREW, error: new Error('save threw') },
        ]
      : []),
  ],
});

interface World {
  loads: number;
  saves: RestaurantInfoSubmission[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ loads: 0, saves: [], toasts: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function harness(): Harness<World> {
  let world = nothing();
  let load: Pending<Result<RestaurantInfo | null>> | null = null;
  let save: Pending<WriteResult<RestaurantInfo>> | null = null;
  const actor = createActor(
    restaurantInfoFormMachine.provide({
      actors: {
        load: fromPromise<Result<RestaurantInfo | null>>(() => {
          world.loads += 1;
          return new Promise((resolve, reject) => (load = { resolve, reject }));
        }),
        save: fromPromise<WriteResult<RestaurantInfo>, RestaurantInfoSubmission>(({ input }) => {
          world.saves.push(input);
          return new Promise((resolve, reject) => (save = { resolve, reject }));
        }),
      },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.start();
  const answer = async <T>(pending: Pending<T> | null, event: GraphEvent, done: boolean) => {
    if (!pending) throw new Error(`${event.type} with nothing in flight`);
    if (done) pending.resolve(event.output as T);
    else pending.reject(event.error);
    await settle();
  };
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      if (event.type === LOADED || event.type === LOAD_THREW) await answer(load, event, event.type === LOADED);
      else if (event.type === SAVED || event.type === SAVE_THREW) await answer(save, event, event.type === SAVED);
      else actor.send(event as RestaurantInfoEvent);
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => actor.stop(),
  };
}

type Snapshot = Parameters<typeof selectRestaurantInfoForm>[0];
const view = (snapshot: AnyMachineSnapshot) => selectRestaurantInfoForm(snapshot as unknown as Snapshot);
const valuesOf = (snapshot: AnyMachineSnapshot) => snapshot.context.values as RestaurantInfoValues;
const quiet = (world: World) => expect(world).toEqual(nothing());
const is = (state: string, type: string) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches(state) && event.type === type;
const isEdit = (event: GraphEvent) => event.type === 'restaurantInfo.change' || event.type === 'restaurantInfo.image';
const clientValid = (from: AnyMachineSnapshot) => Object.keys(restaurantInfoErrors(from.context)).length === 0;
const savedOk = (event: GraphEvent) => event.type === SAVED && (event.output as WriteResult<RestaurantInfo>).ok;

/** The form as filled from `info`, written out apart from the machine (spec §3's fields; nulls read as blank). */
const formOf = (info: RestaurantInfo): RestaurantInfoValues => ({
  name: info.name,
  description: info.description,
  contact_number: info.contact_number,
  email: info.email,
  opening_time: info.opening_time,
  closing_time: info.closing_time,
  time_zone: info.time_zone,
  facebook_url: info.facebook_url ?? '',
  instagram_url: info.instagram_url ?? '',
  tiktok_url: info.tiktok_url ?? '',
});

const rules: Rule<World>[] = [
  {
    title: 'restaurant info: the form opens filled with what GET /about/about/ holds, its picture shown',
    applies: (from, event) =>
      is('loading', LOADED)(from, event) &&
      (event.output as Result<unknown>).ok &&
      (event.output as { data: unknown }).data !== null,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({
        status: 'editing',
        values: formOf(stored),
        stored: stored.image,
        firstTime: false,
        errors: {},
      });
      quiet(world);
    },
  },
  {
    title: 'restaurant info: not set up yet (404) → an empty form that will need a picture',
    applies: (from, event) =>
      is('loading', LOADED)(from, event) &&
      (event.output as Result<unknown>).ok &&
      (event.output as { data: unknown }).data === null,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'editing', stored: null, firstTime: true, errors: {} });
      expect(Object.values(valuesOf(to)).every((value) => value === '')).toBe(true);
      quiet(world);
    },
  },
  {
    title: "restaurant info: a failed load shows 'Error loading restaurant details.' with Try again",
    applies: (from, event) =>
      (is('loading', LOADED)(from, event) && !(event.output as Result<unknown>).ok) ||
      is('loading', LOAD_THREW)(from, event),
    holds: (_, __, to, world) => {
      expect(view(to).status).toBe('failed');
      quiet(world);
    },
  },
  {
    title: 'restaurant info: Try again loads once more',
    applies: is('failed', 'restaurantInfo.retry'),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('loading');
      expect(world).toEqual({ ...nothing(), loads: 1 });
    },
  },
  {
    title: 'restaurant info: Try again when nothing failed changes nothing',
    applies: (from, event) => event.type === 'restaurantInfo.retry' && !from.matches('failed'),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      quiet(world);
    },
  },
  {
    title: 'restaurant info: nothing can be typed or chosen before the form is there or while it is sent',
    applies: (from, event) => (isEdit(event) || event.type === 'restaurantInfo.submit') && !from.matches('editing'),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      quiet(world);
    },
  },
  {
    title: 'restaurant info: typing changes only that field and clears the server error on it',
    applies: (from, event) => from.matches('editing') && event.type === 'restaurantInfo.change',
    holds: (from, event, to, world) => {
      expect(valuesOf(to)).toEqual({ ...valuesOf(from), [event.field as string]: event.value });
      expect(to.context.serverErrors[event.field as string]).toBeUndefined();
      quiet(world);
    },
  },
  {
    title: 'restaurant info: a chosen picture waits for the save; one other than jpeg/png is refused at once',
    applies: (from, event) => from.matches('editing') && event.type === 'restaurantInfo.image',
    holds: (_, event, to, world) => {
      expect(to.context.image).toBe(event.file);
      const needed = to.context.submitted && to.context.firstTime && event.file === null;
      expect(view(to).errors.image).toBe(
        event.file === gif ? 'Only image files are allowed' : needed ? M.imageRequired : undefined,
      );
      quiet(world);
    },
  },
  {
    title: 'restaurant info: submit with a spec §5 error shows every error inline and sends nothing',
    applies: (from, event) => is('editing', 'restaurantInfo.submit')(from, event) && !clientValid(from),
    holds: (from, _, to, world) => {
      const { errors } = view(to);
      const values = valuesOf(to);
      expect(to.value).toBe('editing');
      if (values.description.trim().length < 10) expect(errors.description).toBe(M.descriptionMin);
      if (from.context.firstTime) {
        // The first time every required field is empty, and a picture is needed.
        expect(errors).toMatchObject({
          contact_number: M.contactRequired,
          email: M.emailRequired,
          opening_time: M.openingRequired,
          closing_time: M.closingRequired,
        });
        if (!from.context.image) expect(errors.image).toBe(M.imageRequired);
      }
      if (from.context.image === gif) expect(errors.image).toBe(MEAL_MESSAGES.onlyImages);
      // Blank extras of ours keep the stored value: never an error.
      expect(errors.name).toBeUndefined();
      quiet(world);
    },
  },
  {
    title: 'restaurant info: submit of a valid form sends every field and the chosen picture as one multipart POST',
    applies: (from, event) => is('editing', 'restaurantInfo.submit')(from, event) && clientValid(from),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('submitting');
      expect(world).toEqual({ ...nothing(), saves: [{ fields: valuesOf(from), image: from.context.image }] });
    },
  },
  {
    title: "restaurant info: saved → 'Restaurant details updated successfully!', the form shows what was stored",
    applies: (from, event) => from.matches('submitting') && savedOk(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({
        status: 'editing',
        values: formOf(savedInfo),
        stored: savedInfo.image,
        image: null,
        firstTime: false,
        errors: {},
      });
      expect(world).toEqual({
        ...nothing(),
        toasts: [{ type: 'notify', level: 'success', message: 'Restaurant details updated successfully!' }],
      });
    },
  },
  {
    title: "restaurant info: refused → the server's message as a toast, its field errors inline, the form kept",
    applies: (from, event) =>
      (from.matches('submitting') && event.type === SAVED && !savedOk(event)) ||
      is('submitting', SAVE_THREW)(from, event),
    holds: (from, event, to, world) => {
      const output = event.output as WriteResult<RestaurantInfo> | undefined;
      expect(to.value).toBe('editing');
      expect(valuesOf(to)).toEqual(valuesOf(from));
      expect(view(to).errors).toMatchObject(output && !output.ok ? output.fields ?? {} : {});
      expect(world).toEqual({
        ...nothing(),
        toasts: [
          { type: 'notify', level: 'error', message: output && !output.ok ? output.message : 'Something went wrong' },
        ],
      });
    },
  },
];

describe('restaurantInfoFormMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('the restaurant info rules (spec §5)', () => {
  const filled: RestaurantInfoValues = formOf(stored);
  const errorsOf = (values: Partial<RestaurantInfoValues>, image: File | null = null, firstTime = false) =>
    restaurantInfoErrors({ values: { ...filled, ...values }, image, firstTime });

  it('a stored restaurant needs no new picture; the first save does', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({}, null, true)).toEqual({ image: M.imageRequired });
    expect(errorsOf({}, png, true)).toEqual({});
  });

  it.each([
    ['description', 'x'.repeat(9), M.descriptionMin],
    ['description', 'x'.repeat(3001), M.descriptionMax],
    ['contact_number', '', M.contactRequired],
    ['contact_number', 'call us', M.contactInvalid],
    ['email', '', M.emailRequired],
    ['email', 'hello@', M.emailInvalid],
    ['opening_time', '', M.openingRequired],
    ['closing_time', '25:00', M.timeInvalid],
    ['facebook_url', 'facebook.com/hearth', M.urlInvalid],
    ['tiktok_url', 'javascript:alert(1)', M.urlInvalid],
    ['name', 'H', M.nameInvalid],
    ['time_zone', 'Mars/Olympus', M.timeZoneInvalid],
  ] as const)('%s %j → %s', (field, value, message) => {
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
