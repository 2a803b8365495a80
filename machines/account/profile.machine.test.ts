import { describe, expect } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { Profile } from '../../contract/account';
import type { ProfileUpdate } from './account-api';
import type { AuthEvent } from '../shared/auth.machine';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { profileMachine, selectProfile, type ProfileEvent } from './profile.machine';
import { failure, ok, type Result } from '../shared/result';
import { asha } from '../shared/testing/fixtures';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { answersOf, endings, fakeCall } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { changesNothing, itReplaysEveryRule, retryReadsAgain } from '../shared/testing/rules';
import { LOGIN_FIRST } from '../shared/testing/spec-texts';

const [LOADED, LOAD_THREW] = answersOf(profileMachine, 'profile.loading');
const [SAVED, SAVE_THREW] = answersOf(profileMachine, 'profile.ready.editing.saving');
const [RELOADED, RELOAD_THREW] = answersOf(profileMachine, 'profile.ready.reloading');

// docs/rules/texts.md#screen-texts and docs/rules/texts.md#error-catalogue, word for word.
const TEXT = {
  loginFirst: LOGIN_FIRST,
  loggingOut: 'Logging out...',
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile.',
};

const renamed: Profile = { ...asha, name: 'Asha Sharma', profile_picture: '/media/profiles/asha.webp' };
const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

const NOT_AN_IMAGE = 'Only image files are allowed';
const pictureRefused = (event: GraphEvent) =>
  (event.output as { fields?: Record<string, string> } | undefined)?.fields?.profile_picture !== undefined;

const edges = edgesOf(profileMachine, {
  events: (state) => [
    { type: 'profile.open', signedIn: true },
    { type: 'profile.open', signedIn: false },
    { type: 'profile.retry' },
    { type: 'profile.edit.open' },
    { type: 'profile.edit.close' },
    { type: 'profile.edit.name', name: 'Asha Sharma' },
    { type: 'profile.edit.name', name: '  ' },
    { type: 'profile.edit.picture', picture: photo },
    { type: 'profile.edit.picture', picture: null },
    { type: 'profile.edit.submit' },
    { type: 'profile.logout' },
    ...(state.matches('loading')
      ? endings([LOADED, LOAD_THREW], [ok(asha), failure('Something went wrong', 500)], 'loadProfile')
      : []),
    ...(state.matches({ ready: { editing: 'saving' } })
      ? [
          { type: SAVED, output: ok(TEXT.updated) },
          { type: SAVED, output: failure('Something went wrong', 500) },
          {
            type: SAVED,
            output: { ok: false, message: NOT_AN_IMAGE, status: 400, fields: { profile_picture: NOT_AN_IMAGE } },
          },
          { type: SAVE_THREW, error: new Error('updateProfile threw') },
        ]
      : []),
    ...(state.matches({ ready: 'reloading' })
      ? endings([RELOADED, RELOAD_THREW], [ok(renamed), failure('Something went wrong', 500)], 'loadProfile')
      : []),
  ],
});

interface World {
  loads: number;
  updates: ProfileUpdate[];
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  auth: AuthEvent[];
}
const nothing = (): World => ({ loads: 0, updates: [], toasts: [], navigations: [], auth: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    profileMachine.provide({
      actors: {
        loadProfile: fakeCall<Result<Profile>>(calls, () => (world().loads += 1)),
        updateProfile: fakeCall<Result<string>, ProfileUpdate>(calls, (input) => world().updates.push(input)),
      },
      actions: { tellAuth: (_, event) => void world().auth.push(event) },
    }),
  emitted: { notify: into('toasts'), navigate: into('navigations') },
});

const view = (snapshot: AnyMachineSnapshot) =>
  selectProfile(snapshot as unknown as Parameters<typeof selectProfile>[0]);
const sent =
  (type: ProfileEvent['type'], where?: Parameters<AnyMachineSnapshot['matches']>[0]) =>
  (from: AnyMachineSnapshot, event: GraphEvent) =>
    event.type === type && (where === undefined || from.matches(where));
const notSent =
  (type: ProfileEvent['type'], where: Parameters<AnyMachineSnapshot['matches']>[0]) =>
  (from: AnyMachineSnapshot, event: GraphEvent) =>
    event.type === type && !from.matches(where);
const succeeded = (event: GraphEvent) => (event.output as Result<unknown>).ok;
const unchanged = changesNothing(nothing);

const rules: Rule<World>[] = [
  {
    title: 'profile: opening it signed in loads the profile (GET /account/user-profile/)',
    applies: (_, event) => event.type === 'profile.open' && event.signedIn === true,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', profile: null, editing: false });
      expect(world).toEqual({ ...nothing(), loads: 1 });
    },
  },
  {
    title: "profile: a visitor gets the warning 'please login first..' and is redirected to /",
    applies: (_, event) => event.type === 'profile.open' && event.signedIn === false,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'closed', profile: null });
      expect(world).toEqual({
        ...nothing(),
        toasts: [{ type: 'notify', level: 'warning', message: TEXT.loginFirst }],
        navigations: [{ type: 'navigate', to: '/', replace: true }],
      });
    },
  },
  {
    title: 'profile: loaded, it shows the name and phone number',
    applies: (_, event) => event.type === LOADED && succeeded(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', profile: asha, editing: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "profile: a failed load shows 'Error loading profile.' with a way to try again",
    applies: (_, event) => (event.type === LOADED && !succeeded(event)) || event.type === LOAD_THREW,
    holds: (_, __, to, world) => {
      expect(view(to).status).toBe('failed');
      expect(world).toEqual(nothing());
    },
  },
  retryReadsAgain('profile: Try again loads it once more', 'profile.retry', nothing),
  {
    title: "profile: Logout says 'Logging out...' and goes to /logout",
    applies: sent('profile.logout', 'ready'),
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(world).toEqual({
        ...nothing(),
        toasts: [{ type: 'notify', level: 'info', message: TEXT.loggingOut }],
        navigations: [{ type: 'navigate', to: '/logout' }],
      });
    },
  },
  {
    title: 'edit profile: opening the modal fills Full Name from the profile, no picture chosen',
    applies: sent('profile.edit.open', { ready: 'viewing' }),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ editing: true, draft: { name: from.context.profile.name, picture: null } });
      expect(view(to).nameError).toBeUndefined();
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'edit profile: typing the name or choosing a picture changes only the form',
    applies: (from, event) =>
      from.matches({ ready: { editing: 'form' } }) &&
      (event.type === 'profile.edit.name' || event.type === 'profile.edit.picture'),
    holds: (from, event, to, world) => {
      const draft = {
        ...from.context.draft,
        ...(event.type === 'profile.edit.name' ? { name: event.name } : { picture: event.picture }),
      };
      expect(view(to).draft).toEqual(draft);
      expect(view(to).nameError).toBe(draft.name.trim() === '' ? 'firstname is required' : undefined);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'edit profile: closing the modal drops the changes',
    applies: sent('profile.edit.close', { ready: { editing: 'form' } }),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({
        editing: false,
        profile: from.context.profile,
        draft: { name: '', picture: null },
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'edit profile: Update sends the trimmed name and the picture (PUT multipart)',
    applies: (from, event) =>
      sent('profile.edit.submit', { ready: { editing: 'form' } })(from, event) && from.context.draft.name.trim() !== '',
    holds: (from, _, to, world) => {
      expect(view(to).saving).toBe(true);
      expect(world).toEqual({
        ...nothing(),
        updates: [{ name: from.context.draft.name.trim(), picture: from.context.draft.picture }],
      });
    },
  },
  {
    title: 'edit profile: Update with an empty name sends nothing (the error is already shown)',
    applies: (from, event) =>
      sent('profile.edit.submit', { ready: { editing: 'form' } })(from, event) && from.context.draft.name.trim() === '',
    holds: unchanged,
  },
  {
    title: "edit profile: success toasts 'Profile updated successfully!', closes the modal and reads the profile back",
    applies: (_, event) => event.type === SAVED && succeeded(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ editing: false, saving: false });
      expect(world).toEqual({
        ...nothing(),
        loads: 1,
        toasts: [{ type: 'notify', level: 'success', message: TEXT.updated }],
      });
    },
  },
  {
    title: 'edit profile: a picture the server refuses is said under the picture and in the toast, the modal kept open',
    applies: (_, event) => event.type === SAVED && pictureRefused(event),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({
        editing: true,
        saving: false,
        draft: from.context.draft,
        pictureError: NOT_AN_IMAGE,
      });
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'error', message: NOT_AN_IMAGE }] });
    },
  },
  {
    title: "edit profile: failure toasts 'Failed to update profile.' and keeps the modal open with what was typed",
    applies: (_, event) =>
      (event.type === SAVED && !succeeded(event) && !pictureRefused(event)) || event.type === SAVE_THREW,
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ editing: true, saving: false, draft: from.context.draft });
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'error', message: TEXT.updateFailed }] });
    },
  },
  {
    title: "auth: the profile read back after an update becomes the app's user (auth.profileChanged)",
    applies: (_, event) => event.type === RELOADED && succeeded(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', profile: renamed, editing: false });
      expect(world).toEqual({ ...nothing(), auth: [{ type: 'auth.profileChanged', user: renamed }] });
    },
  },
  {
    title: 'edit profile: when the read-back fails, the page keeps what it showed',
    applies: (_, event) => (event.type === RELOADED && !succeeded(event)) || event.type === RELOAD_THREW,
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', profile: from.context.profile, editing: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title:
      'profile: anything else (retry when loaded, edits with no modal open, closing mid-save, logout before load) changes nothing',
    applies: (from, event) =>
      notSent('profile.retry', 'failed')(from, event) ||
      notSent('profile.logout', 'ready')(from, event) ||
      notSent('profile.edit.open', { ready: 'viewing' })(from, event) ||
      notSent('profile.edit.close', { ready: { editing: 'form' } })(from, event) ||
      notSent('profile.edit.submit', { ready: { editing: 'form' } })(from, event) ||
      notSent('profile.edit.name', { ready: { editing: 'form' } })(from, event) ||
      notSent('profile.edit.picture', { ready: { editing: 'form' } })(from, event),
    holds: unchanged,
  },
];

describe('profileMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
