import { assign, emit, setup } from 'xstate';
import { answeredOk, ifAnsweredOk } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import {
  MAX_GROUP_OPTIONS,
  MAX_OPTION_GROUPS,
  MEAL_OPTION_MESSAGES,
  type OptionGroup,
  type OptionGroupsRequest,
  type OptionKind,
  optionGroupsRequest,
} from '../../contract/meal-options';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { WriteResult } from './meal-admin-api';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';

export const OPTIONS_LOAD_FAILED = /*i18n*/ 'Could not load the options of this meal.';

/** A group as the admin edits it: prices as typed, each row with a key of its own for the view. */
export interface DraftOption {
  key: number;
  id?: number;
  name: string;
  price: string;
}
export interface DraftGroup {
  key: number;
  id?: number;
  name: string;
  kind: OptionKind;
  options: DraftOption[];
}

export type OptionsEditorEvent =
  | { type: 'options.open'; mealId: number }
  | { type: 'options.retry' }
  | { type: 'options.addGroup' }
  | { type: 'options.removeGroup'; group: number }
  | { type: 'options.groupName'; group: number; name: string }
  | { type: 'options.groupKind'; group: number; kind: OptionKind }
  | { type: 'options.addOption'; group: number }
  | { type: 'options.removeOption'; group: number; option: number }
  | { type: 'options.optionName'; group: number; option: number; name: string }
  | { type: 'options.optionPrice'; group: number; option: number; price: string }
  | { type: 'options.save' };

interface EditorContext {
  mealId: number | null;
  groups: DraftGroup[];
  /** By the server's field names: 'groups.0.name', 'groups.1.options.0.price'. */
  errors: Record<string, string>;
  /** The next row key: counted in the context, so the same edits always give the same draft. */
  nextKey: number;
}

/** The server's groups as a draft, keyed from `first` on. */
function draftOf(groups: OptionGroup[], first: number): { groups: DraftGroup[]; nextKey: number } {
  let key = first;
  const draft = groups.map((group) => ({
    key: key++,
    id: group.id,
    name: group.name,
    kind: group.kind,
    options: group.options.map((option) => ({ key: key++, id: option.id, name: option.name, price: String(option.price) })),
  }));
  return { groups: draft, nextKey: key };
}

/** The draft as the server takes it; a price left blank is free. */
export const requestOf = (groups: DraftGroup[]) => ({
  groups: groups.map((group) => ({
    ...(group.id ? { id: group.id } : {}),
    name: group.name,
    kind: group.kind,
    options: group.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      name: option.name,
      price: option.price.trim() === '' ? 0 : Number(option.price),
    })),
  })),
});

/** The contract's messages, each at its field, before anything is sent. */
function errorsOf(groups: DraftGroup[]): Record<string, string> {
  const checked = optionGroupsRequest.safeParse(requestOf(groups));
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

type Change = (group: DraftGroup) => DraftGroup;
const changeGroup = (groups: DraftGroup[], index: number, change: Change) =>
  groups.map((group, at) => (at === index ? change(group) : group));
const changeOption = (groups: DraftGroup[], index: number, option: number, change: (o: DraftOption) => DraftOption) =>
  changeGroup(groups, index, (group) => ({
    ...group,
    options: group.options.map((each, at) => (at === option ? change(each) : each)),
  }));

/**
 * A meal's option groups on its Update Meal page (docs/rules/orders.md#options): groups of 'pick one' or 'pick any'
 * options with prices, added, renamed and removed freely, checked by the contract before saving, the server's refusals
 * shown at their field.
 */
export const mealOptionsEditorMachine = setup({
  types: { context: {} as EditorContext, events: {} as OptionsEditorEvent, emitted: {} as NotifyEvent },
  actors: {
    load: providedCall<Result<OptionGroup[]>, { mealId: number }>('load'),
    save: providedCall<WriteResult<OptionGroup[]>, { mealId: number; groups: OptionGroupsRequest }>('save'),
  },
  guards: {
    roomForGroup: ({ context }) => context.groups.length < MAX_OPTION_GROUPS,
    roomForOption: ({ context, event }) =>
      event.type === 'options.addOption' && (context.groups[event.group]?.options.length ?? 0) < MAX_GROUP_OPTIONS,
    valid: ({ context }) => Object.keys(errorsOf(context.groups)).length === 0,
    answeredOk,
  },
  actions: {
    edit: assign((_, groups: DraftGroup[]) => ({ groups, errors: {} })),
    /** A new row takes the next key. */
    useKeys: assign({ nextKey: ({ context }, count: number) => context.nextKey + count }),
  },
}).createMachine({
  id: 'mealOptionsEditor',
  context: { mealId: null, groups: [], errors: {}, nextKey: 1 },
  initial: 'closed',
  on: {
    'options.open': {
      target: '.loading',
      reenter: true,
      actions: assign({ mealId: ({ event }) => event.mealId, groups: [], errors: {} }),
    },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ mealId: context.mealId ?? 0 }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'editing',
            actions: assign(({ context, event }) => draftOf(event.output.ok ? event.output.data : [], context.nextKey)),
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'options.retry': 'loading' } },
    editing: {
      on: {
        'options.addGroup': {
          guard: 'roomForGroup',
          actions: [
            {
              type: 'edit',
              params: ({ context }) => [
                ...context.groups,
                {
                  key: context.nextKey,
                  name: '',
                  kind: 'one' as const,
                  options: [{ key: context.nextKey + 1, name: '', price: '' }],
                },
              ],
            },
            { type: 'useKeys', params: 2 },
          ],
        },
        'options.removeGroup': {
          actions: {
            type: 'edit',
            params: ({ context, event }) => context.groups.filter((_, at) => at !== event.group),
          },
        },
        'options.groupName': {
          actions: {
            type: 'edit',
            params: ({ context, event }) =>
              changeGroup(context.groups, event.group, (g) => ({ ...g, name: event.name })),
          },
        },
        'options.groupKind': {
          actions: {
            type: 'edit',
            params: ({ context, event }) =>
              changeGroup(context.groups, event.group, (g) => ({ ...g, kind: event.kind })),
          },
        },
        'options.addOption': {
          guard: 'roomForOption',
          actions: [
            {
              type: 'edit',
              params: ({ context, event }) =>
                changeGroup(context.groups, event.group, (g) => ({
                  ...g,
                  options: [...g.options, { key: context.nextKey, name: '', price: '' }],
                })),
            },
            { type: 'useKeys', params: 1 },
          ],
        },
        'options.removeOption': {
          actions: {
            type: 'edit',
            params: ({ context, event }) =>
              changeGroup(context.groups, event.group, (g) => ({
                ...g,
                options: g.options.filter((_, at) => at !== event.option),
              })),
          },
        },
        'options.optionName': {
          actions: {
            type: 'edit',
            params: ({ context, event }) =>
              changeOption(context.groups, event.group, event.option, (o) => ({ ...o, name: event.name })),
          },
        },
        'options.optionPrice': {
          actions: {
            type: 'edit',
            params: ({ context, event }) =>
              changeOption(context.groups, event.group, event.option, (o) => ({ ...o, price: event.price })),
          },
        },
        'options.save': [
          { guard: 'valid', target: 'saving' },
          { actions: assign({ errors: ({ context }) => errorsOf(context.groups) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ mealId: context.mealId ?? 0, groups: requestOf(context.groups) }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'editing',
            actions: [
              // The server's ids from now on, so the next save keeps what customers chose.
              assign(({ context, event }) => ({
                ...draftOf(event.output.ok ? event.output.data : [], context.nextKey),
                errors: {},
              })),
              emit(notify('success', MEAL_OPTION_MESSAGES.saved)),
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({
                errors: ({ event }) => (event.output.ok ? {} : ((event.output.fields ?? {}) as Record<string, string>)),
              }),
              emit(({ event }) => notify('error', event.output.ok ? '' : event.output.message)),
            ],
          },
        ],
        onError: { target: 'editing', actions: emit(notify('error', SOMETHING_WENT_WRONG)) },
      },
    },
  },
});

export interface OptionsEditorView {
  status: 'closed' | 'loading' | 'failed' | 'editing' | 'saving';
  groups: DraftGroup[];
  errors: Record<string, string>;
  canAddGroup: boolean;
  canAddOption: (group: number) => boolean;
}

export function selectOptionsEditor(snapshot: { context: EditorContext; value: unknown }): OptionsEditorView {
  const { groups, errors } = snapshot.context;
  return {
    status: snapshot.value as OptionsEditorView['status'],
    groups,
    errors,
    canAddGroup: groups.length < MAX_OPTION_GROUPS,
    canAddOption: (group) => (groups[group]?.options.length ?? 0) < MAX_GROUP_OPTIONS,
  };
}
