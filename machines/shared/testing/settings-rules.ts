import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { failure, ok, type Result } from '../result';
import { answersOf, endings } from './fake-calls';
import { edgesOf, type GraphEvent, type Rule } from './graph-replay';
import { answered, sentIn, toast } from './rules';
import { settingsHarness, type SettingsWorld } from './settings-harness';

/** What a settings form shows, as far as the rules every settings form shares look at it. */
interface SettingsView {
  status: string;
  errors: Record<string, string>;
  values: unknown;
}

/** The parts of one settings form (bills and tax, ways to pay, ordering options) its shared rules are written with. */
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
const settingsEvents =
  (form: SettingsForm, answers: { stored: unknown; saved: unknown; refused: unknown }, editing: GraphEvent[]) =>
  (state: AnyMachineSnapshot): GraphEvent[] => {
    const { loaded, loadThrew, saved, saveThrew } = form.answers;
    const read = [ok(answers.stored), failure(form.failed, 500)];
    if (state.matches('loading')) return endings([loaded, loadThrew], read, 'load');
    if (state.matches('failed')) return [{ type: form.retry }];
    if (state.matches('saving')) return endings([saved, saveThrew], [ok(answers.saved), answers.refused], 'save');
    return editing;
  };

const validSettings = (form: SettingsForm, snapshot: AnyMachineSnapshot) =>
  Object.keys(form.refusals(snapshot)).length === 0;

/** The read failing, trying again, a refused form kept back, the server's refusal: the same in every settings form. */
function sharedSettingsRules<Request>(form: SettingsForm): Rule<SettingsWorld<Request>>[] {
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

type Snapshot = AnyMachineSnapshot;

/** What one settings form's model test gives: the form's parts, what the graph plays, and what each rule expects. */
export interface SettingsModelParts<Request> extends Omit<SettingsForm, 'answers'> {
  /** The machine's id: it reads in `{id}.loading` and writes in `{id}.saving`. */
  id: string;
  /** The read answers `stored`; a save answers `saved` or is `refused`. */
  replies: { stored: unknown; saved: unknown; refused: unknown };
  /** The edits the form is given while editing (saving among them). */
  editing: GraphEvent[];
  /** The read answered: the form as the stored settings fill it (`shows`), with no errors, and nothing sent. */
  opens: { title: string; shows: (to: Snapshot) => void };
  /** An edit (an event of `types`) changes the form (`changes`) and nothing else: its errors stay, nothing is sent. */
  edits: { title: string; types: string[]; changes: (from: Snapshot, event: GraphEvent, to: Snapshot) => void };
  /** A valid form saved: its errors cleared, the request it sends. */
  sends: { title: string; request: (from: Snapshot) => Request };
  /** The save answered: `text` said, and the form showing what the server stored (`shows`). */
  saved: { title: string; text: string; shows: (to: Snapshot) => void };
}

/**
 * A settings form's model test, alike for every form (bills and tax, ways to pay, ordering options): its graph, its
 * harness, and its rules. `Loaded` is what the form reads and a save answers.
 */
export function settingsModel<Loaded, Request>(machine: AnyStateMachine, parts: SettingsModelParts<Request>) {
  const { id, replies, editing, opens, edits, sends, saved: savedParts, ...own } = parts;
  const [loaded, loadThrew] = answersOf(machine, `${id}.loading`);
  const [saved, saveThrew] = answersOf(machine, `${id}.saving`);
  const form: SettingsForm = { ...own, answers: { loaded, loadThrew, saved, saveThrew } };
  const { view } = form;
  const answeredOk = (type: string) => answered(type, (output) => output.ok);
  const nothing = (): SettingsWorld<Request> => ({ saves: [], toasts: [] });
  const rules: Rule<SettingsWorld<Request>>[] = [
    ...sharedSettingsRules<Request>(form),
    {
      title: opens.title,
      applies: answeredOk(loaded),
      holds: (_, __, to, world) => {
        expect(view(to)).toMatchObject({ status: 'editing', errors: {} });
        opens.shows(to);
        expect(world).toEqual(nothing());
      },
    },
    {
      title: edits.title,
      applies: (from, event) => from.matches('editing') && edits.types.includes(event.type),
      holds: (from, event, to, world) => {
        edits.changes(from, event, to);
        expect(view(to).errors).toEqual(view(from).errors);
        expect(world).toEqual(nothing());
      },
    },
    {
      title: sends.title,
      applies: (from, event) => sentIn('editing', form.save)(from, event) && validSettings(form, from),
      holds: (from, _, to, world) => {
        expect(view(to)).toMatchObject({ status: 'saving', errors: {} });
        expect(world.saves).toEqual([sends.request(from)]);
      },
    },
    {
      title: savedParts.title,
      applies: answeredOk(saved),
      holds: (_, __, to, world) => {
        expect(view(to)).toMatchObject({ status: 'editing', errors: {} });
        savedParts.shows(to);
        expect(world.toasts).toEqual([toast('success', savedParts.text)]);
      },
    },
  ];
  return {
    edges: edgesOf(machine, { events: settingsEvents(form, replies, editing) }),
    harness: settingsHarness<Loaded, Loaded, Request>(machine),
    rules,
  };
}
