import type { Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '@lingui/core';
import { isLocale } from '../machines/shared/locale.machine';
import { startLocale } from '../src/i18n/locale';
import { LocaleProvider } from '../src/i18n/locale-context';
import { NEPALI_NUMBER_LOCALES } from '../src/i18n/nepali-numbers';
import { ROLE_ITEMS } from '../stories/story-role';
import '../src/index.css';

/** A story's own language actor, in the toolbar's language (or `?globals=locale:ne` in the URL). */
function StoryLocale({ locale, children }: { locale: unknown; children: ReactNode }) {
  const [actor] = useState(() => startLocale(isLocale(locale) ? locale : 'en'));
  return <LocaleProvider actor={actor}>{children}</LocaleProvider>;
}

function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path, record: true }));
  return <Router hook={location.hook}>{children}</Router>;
}

/** Every story gets its own in-memory router; `parameters.route` says which path it starts on. */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    route: '/',
    options: {
      // Written out here, not in a constant: Storybook reads the order from this file's text. The customer's pages
      // in the order of a visit, the admin's by the day's work: orders and the kitchen, the menu, people, settings.
      storySort: {
        order: [
          'Flows',
          'Pages',
          [
            'Home',
            'Menu',
            'Search',
            'Meal Detail',
            'Meal Detail Sold Out',
            'Table',
            'Cart',
            'Payment Return',
            'Khalti Return',
            'Orders',
            'Receipt',
            'Sign Up',
            'OTP',
            'Login',
            'Forgot Password',
            'Profile',
            'Change Password',
            'Logout',
            'About',
            'Messages',
          ],
          'Layout',
          'Admin',
          [
            'Dashboard',
            'Order List',
            'Kitchen Screen',
            'Kitchen Alert',
            'Sold Out Switches',
            'Pace and Slot Caps',
            'Meal List',
            'Meal Form',
            'Meals Placeholder',
            'Category',
            'Table QR Codes',
            'Users',
            'Add User',
            'Update Restaurant Info',
            'Bill Settings',
            'Ways to Pay',
            'Money',
          ],
        ],
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'The language of the pages',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'ne', title: 'नेपाली' }] },
    },
    // Who is signed in, for the stories that leave it open (stories/story-role.ts); `?globals=role:kitchen` in a URL.
    role: {
      description: 'Who is signed in, where the story leaves it open',
      toolbar: { title: 'Role', icon: 'user', items: [...ROLE_ITEMS], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en', role: 'story' },
  // Nepali is in before the story is drawn, as in the app for a browser that remembers it: the first frame and the
  // play (stories/story-test.ts reads its texts from the catalogue) see the page in Nepali, not in English first.
  // Sonner keeps its toasts in module state, outside any story, and a newly mounted toaster shows again those not yet
  // dismissed: without this, one story's toast shows in the next story QA picks, and the next play finds it.
  beforeEach: () => {
    toast.dismiss();
  },
  loaders: [
    async ({ globals }) => {
      if (globals.locale !== 'ne') return {};
      const [customer, admin] = await Promise.all([import('../src/i18n/nepali'), import('../src/i18n/nepali-admin')]);
      i18n.load('ne', { ...customer.messages, ...admin.messages });
      i18n.activate('ne', NEPALI_NUMBER_LOCALES);
      return {};
    },
  ],
  decorators: [
    (Story, { parameters, globals }) => (
      // A new language or role starts the story again, with a new app actor signed in as the role.
      <StoryLocale key={`${String(globals.locale)} ${String(globals.role)}`} locale={globals.locale}>
        <StoryRouter path={String(parameters.route ?? '/')}>
          <Story />
        </StoryRouter>
      </StoryLocale>
    ),
  ],
};

export default preview;
