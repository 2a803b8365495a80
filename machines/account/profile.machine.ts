import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { signupRequest, type Profile } from '../../contract/account';
import type { AccountApi, ProfileUpdate } from './account-api';
import type { AuthEvent } from '../shared/auth.machine';
import { navigate } from '../shared/navigate';
import { LOGIN_FIRST, notify } from '../shared/notify';
import { answeredOk, ifAnsweredOk, okOutput, settleRead } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Result, WriteResult } from '../shared/result';
import { screenTypes } from '../shared/screen-types';

// docs/rules/texts.md#screen-texts and docs/rules/texts.md#error-catalogue, word for word.
// The spec's warning to a visitor, shown on many screens: a shared text (machines/shared/notify.ts).
export { LOGIN_FIRST };
export const LOGGING_OUT = /*i18n*/ 'Logging out...';
export const PROFILE_UPDATED = /*i18n*/ 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = /*i18n*/ 'Failed to update profile.';
export const PROFILE_LOAD_FAILED = /*i18n*/ 'Error loading profile.';

/**
 * The Edit Profile form's name follows the sign-up rule (2 to 25 characters, docs/rules/validation.md#signup), with its
 * texts.
 */
const nameRule = signupRequest.shape.name;

export type ProfileEvent =
  /** The screen opened (or who is looking changed); a visitor is sent home. */
  | { type: 'profile.open'; signedIn: boolean }
  | { type: 'profile.retry' }
  | { type: 'profile.edit.open' }
  | { type: 'profile.edit.close' }
  | { type: 'profile.edit.name'; name: string }
  | { type: 'profile.edit.picture'; picture: File | null }
  | { type: 'profile.edit.submit' }
  | { type: 'profile.logout' };

interface ProfileContext {
  profile: Profile | null;
  draft: ProfileUpdate;
  /** The server's refusal of the chosen picture (a file that only looks like an image), until another is chosen. */
  pictureError: string | null;
}

const EMPTY_DRAFT: ProfileUpdate = { name: '', picture: null };

/** The edit form's error, if its name breaks the rule. */
export function draftError(draft: ProfileUpdate): string | undefined {
  const parsed = nameRule.safeParse(draft.name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * /profile (docs/rules/screens.md#profile): loads the signed-in user's profile; Edit Profile changes the name and
 * picture (the phone number is not theirs to change) and the app's user follows; Logout says so and goes to /logout. A
 * visitor gets the spec's warning and is sent home.
 */
export const profileMachine = setup({
  types: screenTypes<ProfileContext, ProfileEvent>(),
  actors: {
    loadProfile: providedCall<Result<Profile>>('loadProfile'),
    updateProfile: providedCall<WriteResult<string>, ProfileUpdate>('updateProfile'),
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'profile.open' && !event.signedIn,
    draftIsValid: ({ context }) => draftError(context.draft) === undefined,
    answeredOk,
  },
  actions: {
    // The auth actor by its system id; tests replace this with a recorder.
    tellAuth: sendTo(
      ({ system }) => system.get('auth'),
      (_, event: AuthEvent) => event,
    ),
    refuseVisitor: emit(notify('warning', LOGIN_FIRST)),
    goHome: emit(navigate('/', { replace: true })),
    forget: assign({ profile: null, draft: EMPTY_DRAFT }),
    setProfile: assign({ profile: (_, profile: Profile) => profile }),
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, draft: EMPTY_DRAFT, pictureError: null },
  initial: 'closed',
  on: {
    'profile.open': [
      { guard: 'isVisitor', target: '.closed', actions: ['forget', 'refuseVisitor', 'goHome'] },
      { target: '.loading', actions: 'forget' },
    ],
  },
  states: {
    closed: {},
    loading: {
      invoke: { src: 'loadProfile', ...settleRead('setProfile', 'ready', 'failed') },
    },
    failed: {
      on: { 'profile.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'viewing',
      on: {
        'profile.logout': { actions: [emit(notify('info', LOGGING_OUT)), emit(navigate('/logout'))] },
      },
      states: {
        viewing: {
          on: {
            'profile.edit.open': {
              target: 'editing',
              actions: assign({
                draft: ({ context }) => ({ name: context.profile?.name ?? '', picture: null }),
                pictureError: null,
              }),
            },
          },
        },
        editing: {
          initial: 'form',
          on: {
            'profile.edit.close': { target: 'viewing', actions: assign({ draft: EMPTY_DRAFT }) },
          },
          states: {
            form: {
              on: {
                'profile.edit.name': {
                  actions: assign({ draft: ({ context, event }) => ({ ...context.draft, name: event.name }) }),
                },
                'profile.edit.picture': {
                  actions: assign({
                    draft: ({ context, event }) => ({ ...context.draft, picture: event.picture }),
                    pictureError: null,
                  }),
                },
                'profile.edit.submit': { guard: 'draftIsValid', target: 'saving' },
              },
            },
            saving: {
              // Closing the dialog mid-save would leave the user guessing whether it was saved.
              on: { 'profile.edit.close': {} },
              invoke: {
                src: 'updateProfile',
                input: ({ context }) => ({ name: context.draft.name.trim(), picture: context.draft.picture }),
                onDone: [
                  {
                    guard: ifAnsweredOk,
                    target: '#profile.ready.reloading',
                    actions: [emit(notify('success', PROFILE_UPDATED)), assign({ draft: EMPTY_DRAFT })],
                  },
                  {
                    // The picture was refused: say why, under the picture and in the toast
                    // (docs/rules/robustness.md#uploads).
                    guard: ({ event }) => !event.output.ok && event.output.fields?.profile_picture !== undefined,
                    target: 'form',
                    actions: [
                      assign({
                        pictureError: ({ event }) =>
                          event.output.ok ? null : event.output.fields?.profile_picture ?? null,
                      }),
                      emit(({ event }) =>
                        notify('error', event.output.ok ? '' : event.output.fields?.profile_picture ?? ''),
                      ),
                    ],
                  },
                  { target: 'form', actions: emit(notify('error', PROFILE_UPDATE_FAILED)) },
                ],
                onError: { target: 'form', actions: emit(notify('error', PROFILE_UPDATE_FAILED)) },
              },
            },
          },
        },
        /** The server made the new picture's path; read the profile back so the page and the navbar show it. */
        reloading: {
          invoke: {
            src: 'loadProfile',
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'viewing',
                actions: [
                  { type: 'setProfile', params: okOutput },
                  { type: 'tellAuth', params: (answer) => ({ type: 'auth.profileChanged', user: okOutput(answer) }) },
                ],
              },
              // The update itself went through; the page shows what it had until the next visit.
              { target: 'viewing' },
            ],
            onError: { target: 'viewing' },
          },
        },
      },
    },
  },
});

export interface ProfileView {
  status: 'closed' | 'loading' | 'failed' | 'ready';
  profile: Profile | null;
  editing: boolean;
  saving: boolean;
  draft: ProfileUpdate;
  /** The name's error, shown once the user has typed something wrong or tried to save. */
  nameError: string | undefined;
  /** Why the server refused the chosen picture. */
  pictureError: string | undefined;
}

type ProfileState = 'closed' | 'loading' | 'failed' | 'ready' | { ready: 'editing' } | { ready: { editing: 'saving' } };

export function selectProfile(snapshot: {
  context: ProfileContext;
  matches: (state: ProfileState) => boolean;
}): ProfileView {
  const { profile, draft } = snapshot.context;
  const status = (['loading', 'failed', 'ready'] as const).find((state) => snapshot.matches(state)) ?? 'closed';
  const editing = snapshot.matches({ ready: 'editing' });
  return {
    status,
    profile,
    editing,
    saving: snapshot.matches({ ready: { editing: 'saving' } }),
    draft,
    nameError: editing ? draftError(draft) : undefined,
    pictureError: editing ? snapshot.context.pictureError ?? undefined : undefined,
  };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createProfileLogic = (api: Pick<AccountApi, 'loadProfile' | 'updateProfile'>) =>
  profileMachine.provide({
    actors: {
      loadProfile: fromPromise(() => api.loadProfile()),
      updateProfile: fromPromise(({ input }) => api.updateProfile(input)),
    },
  });
