import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { WithPath } from './account-story';
import { AdminScreen } from './admin-story';

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
