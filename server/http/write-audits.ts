import type { Db } from '../db/database';
import {
  categorySnapshot,
  mealOptionsSnapshot,
  mealSnapshot,
  restaurantSnapshot,
  serviceSnapshot,
} from '../services/audit-snapshots';
import { audited } from './audited';

const field = (key: string) => (answer: unknown) =>
  answer !== null && typeof answer === 'object' && key in answer ? (answer as Record<string, unknown>)[key] : answer;

const named = (noun: string, key: string) => (id: number | undefined, answer: unknown) => {
  const row = field(key)(answer) as { id?: number; name?: string } | null;
  return [`${noun} #${id ?? row?.id ?? '?'}`, row?.name].filter(Boolean).join(' ');
};

/**
 * The menu and settings writes in the audit trail (docs/rules/roles.md#permissions), one middleware per route, after
 * requireAdmin.
 */
export function writeAudits(db: Db, clock: () => Date) {
  // A meal's and a category's writes are audited alike: the answer names the row under its key, a delete leaves none.
  const menuRow =
    (noun: 'Meal' | 'Category', key: 'meal' | 'category', snapshot: (db: Db, id: number) => Promise<unknown>) =>
    (action: string, before?: boolean) =>
      audited(db, clock, {
        kind: 'menu',
        action,
        subject: named(noun, key),
        before: before ? async (id) => (id === undefined ? null : snapshot(db, id)) : undefined,
        after: action === `${key}.delete` ? () => null : field(key),
      });
  const meal = menuRow('Meal', 'meal', mealSnapshot);
  const category = menuRow('Category', 'category', categorySnapshot);
  return {
    mealCreate: meal('meal.create'),
    mealUpdate: meal('meal.update', true),
    mealDelete: meal('meal.delete', true),
    mealOptions: audited(db, clock, {
      kind: 'menu',
      action: 'meal.options',
      subject: (id) => `Meal #${id ?? '?'}`,
      before: async (id) => (id === undefined ? null : mealOptionsSnapshot(db, id)),
      after: field('groups'),
    }),
    categoryCreate: category('category.create'),
    categoryUpdate: category('category.update', true),
    categoryDelete: category('category.delete', true),
    restaurant: audited(db, clock, {
      kind: 'settings',
      action: 'restaurant.save',
      subject: () => 'Restaurant',
      before: () => restaurantSnapshot(db, clock()),
    }),
    service: audited(db, clock, {
      kind: 'settings',
      action: 'service.save',
      subject: () => 'Service settings',
      before: () => serviceSnapshot(db),
    }),
    payments: audited(db, clock, {
      kind: 'money',
      action: 'payments.save',
      subject: () => 'Ways to pay',
      before: () => serviceSnapshot(db),
    }),
  };
}
