import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { failure, ok, type Result } from '../result';
import { endings } from './fake-calls';
import type { GraphEvent, Rule } from './graph-replay';
import { sentIn, toast } from './rules';
import type { SettingsWorld } from './settings-harness';

/** What a settings form shows, as far as the rules every settings form shares look at it. */
interface SettingsView {
  status: string;
  errors: Record<string, string>;
  values: unknown;
}

/** The parts of one settings form (bills and tax, ways to pay) that its shared rules are written with. */
export interface SettingsForm {
  view: (snapshot: AnyMachineSnapshot) => SettingsView;
  /** The answer events of the read and of the write, as `answersOf` names them. */
  answers: { loaded: string; loadThrew: string; saved: string; saveThrew: string };
  /** The form's own events: try the read again, save. */
  retry: string;
  save: string;
  /** The refusals the contract finds in the form as typed, by field. */
  refusals: (snapshot: AnyMachineSnapshot) => Record<string, string>;
  /** The words a thrown call toasts. */
  failed: string;
  /** The server's refusal the graph answers a save with: its words and the fields the form marks. */
  refused: { message: string; errors: Record<string, string> };
  titles: { failedRead: string; invalid: string; refused: string };
}

/**
 * A settings form's graph events (`edgesOf`'s `events`), alike for every form but for what it is edited with: the
 * read answers `stored`, fails or throws; a failed read is tried again; the save answers `saved`, is `refused` or
 * throws; `editing` is all the form is given otherwise.
 */
export const settingsEvents =
  (form: SettingsForm, answers: { stored: unknown; saved: unknown; refused: unknown }, editing: GraphEvent[]) =>
  (state: AnyMachineSnapshot): GraphEvent[] => {
    const { loaded, loadThrew, saved, saveThrew } = form.answers;
    const read = [ok(answers.stored), failure(form.failed, 500)];
    if (state.matches('loading')) return endings([loaded, loadThrew], read, 'load');
    if (state.matches('failed')) return [{ type: form.retry }];
    if (state.matches('saving')) return endings([saved, saveThrew], [ok(answers.saved), answers.refused], 'save');
    return editing;
  };

export const validSettings = (form: SettingsForm, snapshot: AnyMachineSnapshot) =>
  Object.keys(form.refusals(snapshot)).length === 0;

/** The read failing, trying again, a refused form kept back, the server's refusal: the same in every settings form. */
export function sharedSettingsRules<Request>(form: SettingsForm): Rule<SettingsWorld<Request>>[] {
  const { view, answers } = form;
  return [
    {
      title: form.titles.failedRead,
      applies: (_, event) =>
        (event.type === answers.loaded && !(event.output as Result<unknown>).ok) || event.type === answers.loadThrew,
      holds: (_, __, to) => expect(view(to).status).toBe('failed'),
    },
    {
      title: 'trying again reads again',
      applies: (_, event) => event.type === form.retry,
      holds: (_, __, to) => expect(view(to).status).toBe('loading'),
    },
    {
      title: form.titles.invalid,
      applies: (from, event) => sentIn('editing', form.save)(from, event) && !validSettings(form, from),
      holds: (from, _, to, world) => {
        expect(view(to)).toMatchObject({ status: 'editing', errors: form.refusals(from) });
        expect(world).toEqual({ saves: [], toasts: [] });
      },
    },
    {
      title: form.titles.refused,
      applies: (_, event) =>
        (event.type === answers.saved && !(event.output as Result<unknown>).ok) || event.type === answers.saveThrew,
      holds: (from, event, to, world) => {
        expect(view(to).values).toEqual(view(from).values);
        expect(view(to).status).toBe('editing');
        if (event.type === answers.saveThrew) expect(world.toasts).toEqual([toast('error', form.failed)]);
        else {
          expect(view(to).errors).toEqual(form.refused.errors);
          expect(world.toasts).toEqual([toast('error', form.refused.message)]);
        }
      },
    },
  ];
}
