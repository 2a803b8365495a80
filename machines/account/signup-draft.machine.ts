import { assign, fromCallback, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { selectAuth, type authMachine } from '../shared/auth.machine';
import type { StaffRole } from '../../contract/permissions';
import type { AccountType } from './signup-validation';

/**
 * What a sign-up carries from the form to the code screen (docs/rules/entities.md#entities-and-fields 'Signup draft');
 * held only in the browser. An admin's Add User form keeps its new admin here too, with account_type 'admin'
 * (docs/rules/states.md#add-admin add-admin).
 */
export interface SignupDraft {
  name: string;
  phone_number: string;
  password: string;
  confirm_password: string;
  account_type: AccountType;
  /**
   * An admin's new member of staff: the role the owner picked (docs/rules/roles.md#staff-roles); a customer has none.
   */
  role?: StaffRole;
}

export const EMPTY_DRAFT: SignupDraft = {
  name: '',
  phone_number: '',
  password: '',
  confirm_password: '',
  account_type: 'customer',
};

export type SignupDraftEvent =
  | { type: 'signup.draft.update'; values: Partial<SignupDraft> }
  | { type: 'signup.draft.reset' }
  /** From the session watch: someone else is using the app now (signed out, or another account signed in). */
  | { type: 'signup.draft.sessionChanged' };

/**
 * Tells the draft each time the signed-in person changes, following the auth actor by its system id. Without one
 * (the draft on its own) there is nobody to follow.
 */
export const sessionWatch = fromCallback<EventObject>(({ sendBack, system }) => {
  const auth = system.get('auth') as ActorRefFrom<typeof authMachine> | undefined;
  if (!auth) return;
  let who: string | null = null;
  const tell = (snapshot: SnapshotFrom<typeof authMachine>) => {
    const { status, role, user } = selectAuth(snapshot);
    if (status === 'checking') return;
    const now = `${role}:${user?.phoneNumber ?? ''}`;
    if (who !== null && now !== who) sendBack({ type: 'signup.draft.sessionChanged' } satisfies SignupDraftEvent);
    who = now;
  };
  tell(auth.getSnapshot());
  const subscription = auth.subscribe(tell);
  return () => subscription.unsubscribe();
});

/**
 * docs/rules/states.md#signup: the draft is updated in bulk or reset to empty; a customer's unless told otherwise. An
 * admin's draft belongs to the admin who typed it: once they are gone, the new admin's number and password are not left
 * for whoever uses the browser next (a /signup form filled with them, an /otp screen for their code).
 */
export const signupDraftMachine = setup({
  types: {
    context: {} as SignupDraft,
    events: {} as SignupDraftEvent,
  },
  actors: { sessionWatch },
  guards: {
    isAdminDraft: ({ context }) => context.account_type === 'admin',
  },
  actions: {
    update: assign((_, values: Partial<SignupDraft>) => values),
    reset: assign(() => ({ ...EMPTY_DRAFT })),
  },
}).createMachine({
  id: 'signupDraft',
  context: { ...EMPTY_DRAFT },
  invoke: { src: 'sessionWatch' },
  on: {
    'signup.draft.update': { actions: { type: 'update', params: ({ event }) => event.values } },
    'signup.draft.reset': { actions: 'reset' },
    'signup.draft.sessionChanged': { guard: 'isAdminDraft', actions: 'reset' },
  },
});

export const selectSignupDraft = (snapshot: { context: SignupDraft }) => snapshot.context;
