import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render-app';
import { App } from './app';
import { UPCOMING_ROUTES } from './routes';

const FEATURE_UNAVAILABLE = 'This feature is not available right now. Please check back later.';

describe('App routes', () => {
  it('shows the 404 page for an unknown path, with a way home', async () => {
    renderWithApp(<App />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each(['/featureUnavailable', ...UPCOMING_ROUTES.map((path) => path.replace(':id', '7'))])(
    '%s shows the feature-unavailable page for now',
    async (route) => {
      renderWithApp(<App />, { route });
      expect(await screen.findByText(FEATURE_UNAVAILABLE)).toBeInTheDocument();
    },
  );

  it.each([
    ['/menu', 'Our Menu'],
    ['/about', 'About Us'],
  ])('%s is a real screen', async (route, heading) => {
    renderWithApp(<App />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  describe('the forms that sign a visitor in', () => {
    it.each([
      ['/login', 'customer'],
      ['/signup', 'customer'],
      ['/otp', 'customer'],
      ['/login', 'admin'],
      ['/signup', 'admin'],
    ] as const)('%s sends a signed-in %s home', async (route, session) => {
      const { location } = renderWithApp(<App />, { route, session });
      await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    });

    it.each(['/login', '/signup'])('%s is open to a visitor', async (route) => {
      const { location } = renderWithApp(<App />, { route, session: 'visitor' });
      expect(await screen.findByRole('button', { name: route === '/login' ? 'Login' : 'Sign Up' })).toBeInTheDocument();
      expect(location.history).toEqual([route]);
    });
  });

  describe('admin routes', () => {
    it.each(['visitor', 'customer'] as const)('do not exist for a %s', async (session) => {
      renderWithApp(<App />, { route: '/route/admin/meals', session });
      expect(await screen.findByText('Oops! Page Not Found')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Meals' })).toBeNull();
    });

    it('render nothing, not a 404, while the session is being checked', () => {
      const { container } = renderWithApp(<App />, { route: '/route/admin/meals', session: 'checking' });
      expect(screen.queryByText('Oops! Page Not Found')).toBeNull();
      expect(container.querySelector('main')).toBeNull();
    });

    it('exist for an admin, loaded on demand', async () => {
      renderWithApp(<App />, { route: '/route/admin/meals', session: 'admin' });
      // The admin screens are the biggest graph the test runner transforms on demand: seconds on a busy machine, which
      // tests/setup-dom.ts's limit allows for.
      expect(await screen.findByRole('heading', { level: 1, name: 'Meals' })).toBeInTheDocument();
    });

    it('show the 404 page for an admin path that is not one of docs/rules/screens.md#routes', async () => {
      renderWithApp(<App />, { route: '/route/admin/nothing-here', session: 'admin' });
      await waitFor(() => expect(screen.getByText('Oops! Page Not Found')).toBeInTheDocument());
    });
  });
});
