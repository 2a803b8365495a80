import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Route } from 'wouter';
import { MealDetailPage } from '../src/features/menu/meal-detail-page';
import { WithPath } from './account-story';
import { AdminScreen } from './admin-story';
import { plateMeal } from './meal-fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any screen, whatever its props
type Screen = ComponentType<any>;

/**
 * The part of a stories file's meta that says where its screen lives; the title stays in the file, as Storybook's
 * indexer reads it from there. Each story's own decorator gives the screen its app.
 */
export const onPage = <C extends Screen>(component: C, route: string) => ({ component, parameters: { route } });

const framedIn =
  (Frame: ComponentType<{ children: ReactNode }>) =>
  <C extends Screen>(Page: C, route: string) => ({
    ...onPage(Page, route),
    render: (args: ComponentProps<C>) => (
      <Frame>
        <Page {...args} />
      </Frame>
    ),
  });

/** A screen whose flow moves the router on: the path it sends the story to is shown under it. */
export const onPathPage = framedIn(WithPath);

/** An admin screen inside the router the app nests under /route/admin, with the story's path shown. */
export const onAdminPage = framedIn(AdminScreen);

/** The meal page under the route the app gives it, opened on the plate meal of the fixtures. */
export const onMealPage = () => ({
  ...onPage(MealDetailPage, `/meal/${plateMeal.id}`),
  render: () => (
    <Route path="/meal/:id">
      <MealDetailPage />
    </Route>
  ),
});
