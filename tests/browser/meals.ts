import type { Locator, Page } from 'playwright-core';
import type { Category, MealWire } from '../../contract/meal';
import { api } from './session';

export interface DemoMenu {
  categories: Category[];
  meals: MealWire[];
}

export async function demoMenu(): Promise<DemoMenu> {
  const [categories, meals] = await Promise.all([
    api<Category[]>('/meal/categories/'),
    api<MealWire[]>('/meal/meals/'),
  ]);
  return { categories, meals };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A category tab as a user sees it: its name (a count beside it would not change what it is). */
export function categoryTab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(name)}(\\s*\\d+)?$`) });
}

/** How many visible elements in `scope` read exactly the meal's name, per meal, sorted by name. */
export async function visibleNameCounts(scope: Page | Locator, names: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const name of [...names].sort()) {
    counts.set(name, await scope.getByText(name, { exact: true }).filter({ visible: true }).count());
  }
  return counts;
}

export const namesOf = (meals: MealWire[]) => meals.map((meal) => meal.name).sort();

export const mealsIn = (meals: MealWire[], categoryId: number) =>
  meals.filter((meal) => meal.category?.id === categoryId);

/** The demo menu's momo that also comes as a half plate: the journeys through portions and options order it. */
export const halfPlateMomo = (meals: MealWire[]) =>
  meals.find((meal) => meal.name.includes('Momo') && meal.half_plate_price !== null)!;
