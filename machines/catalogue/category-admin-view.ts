import type { Category } from '../../contract/meal';
import { categoryForm } from '../../contract/meal-admin';
import { fieldErrors } from '../shared/form-errors';
import { text, type Text } from '../shared/text';

/**
 * What the category page shows, read from the category admin machine's snapshot. It lives apart from the machine so
 * the states and their moves read on their own; the machine re-exports the selector for the page.
 */

export interface CategoryAdminContext {
  categories: Category[];
  loadError: string | null;
  /** The add form. */
  name: string;
  submitted: boolean;
  /** The server's refusal of the name (taken, too long), until it is typed again. */
  serverError: string | null;
  /** The category in the edit modal or being deleted. */
  selected: number | null;
  editName: string;
  /** The server's refusal of the edited name (taken by another category), until it is typed again. */
  editServerError: string | null;
}

/** The contract's own rule, so the guard that stops a send and the text under the field never disagree. */
export const nameError = (name: string) => fieldErrors(categoryForm, { name }).name;

export interface CategoryAdminView {
  status: 'loading' | 'failed' | 'ready';
  loadError: string | null;
  categories: Category[];
  name: string;
  nameError: string | undefined;
  adding: boolean;
  /** The edit modal, when open. */
  edit: { id: number; name: string; error: string | undefined; saving: boolean } | null;
  /** The delete confirmation, once the warning has had its 1.5 s. */
  confirmDelete: { id: number; name: string; detail: Text; deleting: boolean } | null;
  /** The category whose delete is underway (warning, question or request). */
  deletingId: number | null;
}

/** What the delete takes with it, counted, so no admin deletes a full category thinking it empty. */
function deleteDetail(category: Category | undefined): Text {
  if (!category) return '';
  const { name, meal_count: count } = category;
  if (count === 0) return text(/*i18n*/ '{name}: It has no meals.', { name });
  if (count === 1) return text(/*i18n*/ '{name}: Its 1 meal will be deleted with it.', { name });
  return text(/*i18n*/ '{name}: Its {count} meals will be deleted with it.', { name, count });
}

type Snapshot = { context: CategoryAdminContext; matches: (state: never) => boolean };

export function selectCategoryAdmin(snapshot: Snapshot): CategoryAdminView {
  const { context } = snapshot;
  const is = (state: string) => snapshot.matches(state as never);
  const selected = context.categories.find((category) => category.id === context.selected);
  const editing = is('ready.editing') || is('ready.updating');
  const confirming = is('ready.confirming') || is('ready.deleting');
  return {
    // A reload after a change keeps the list on screen until the new one arrives.
    status: is('loading') && context.categories.length === 0 ? 'loading' : is('failed') ? 'failed' : 'ready',
    loadError: context.loadError,
    categories: context.categories,
    name: context.name,
    nameError: (context.submitted ? nameError(context.name) : undefined) ?? context.serverError ?? undefined,
    adding: is('ready.adding'),
    edit:
      editing && context.selected !== null
        ? {
            id: context.selected,
            name: context.editName,
            error: nameError(context.editName) ?? context.editServerError ?? undefined,
            saving: is('ready.updating'),
          }
        : null,
    confirmDelete:
      confirming && context.selected !== null
        ? {
            id: context.selected,
            name: selected?.name ?? '',
            detail: deleteDetail(selected),
            deleting: is('ready.deleting'),
          }
        : null,
    deletingId: is('ready.warned') || confirming ? context.selected : null,
  };
}
