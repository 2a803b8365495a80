import type { RestaurantAdminApi } from '../machines/restaurant/restaurant-admin-api';
import { failure } from '../machines/shared/result';
import { withAdmin } from './admin-story';
import { never } from './never';
import { type Canvas, inCanvas } from './play-helpers';
import { expect, userEvent, within } from './story-test';

/** One settings section of the restaurant's page (bills and tax, ways to pay). */
interface SettingsSection {
  /** The section's region, by its heading. */
  region: string;
  /** The fake restaurant calls that read it and save it. */
  load: keyof RestaurantAdminApi;
  save: keyof RestaurantAdminApi;
  /** What it says when its read failed. */
  loadFailed: string;
  /** Its save button. */
  saveButton: string;
}

/** The restaurant page's settings sections whose stories are told alike. */
const SECTIONS = {
  billing: {
    region: 'Bills and tax',
    load: 'loadBilling',
    save: 'saveBilling',
    loadFailed: 'Error loading the bill settings.',
    saveButton: 'Save bill settings',
  },
  payments: {
    region: 'Ways to pay',
    load: 'loadPayments',
    save: 'savePayments',
    loadFailed: 'Error loading the ways to pay.',
    saveButton: 'Save ways to pay',
  },
} satisfies Record<string, SettingsSection>;

/**
 * The stories every settings section tells alike: its read not answered yet, its read failed (said so, with a way to
 * try again; a story names it "Load error" itself, as the index reads a name from the story's own file) and its save
 * waiting for the server (the button busy); and `inSection`, the section's other plays on its region.
 */
export function settingsSectionStories(name: keyof typeof SECTIONS) {
  const { region, load, save, loadFailed, saveButton }: SettingsSection = SECTIONS[name];
  const section = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: region }));
  /** A play written against the section's queries, which each of the section's stories starts by finding. */
  const inSection = (check: (shown: Canvas) => Promise<void>) => inCanvas(async (canvas) => check(await section(canvas)));
  return {
    inSection,
    Loading: {
      decorators: [withAdmin({ restaurant: { overrides: { [load]: never } } })],
      play: inSection(async (shown) => {
        await expect(await shown.findByText('Loading...')).toBeInTheDocument();
      }),
    },
    LoadError: {
      decorators: [withAdmin({ restaurant: { overrides: { [load]: async () => failure('Something went wrong', 500) } } })],
      play: inSection(async (shown) => {
        await expect(await shown.findByText(loadFailed)).toBeInTheDocument();
        await expect(shown.getByRole('button', { name: /try again/i })).toBeInTheDocument();
      }),
    },
    Saving: {
      decorators: [withAdmin({ restaurant: { overrides: { [save]: never } } })],
      play: inSection(async (shown) => {
        await userEvent.click(await shown.findByRole('button', { name: saveButton }));
        await expect(await shown.findByRole('button', { name: 'Saving…' })).toBeDisabled();
      }),
    },
  };
}
