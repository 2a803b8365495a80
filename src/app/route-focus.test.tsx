import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render-app';
import { App } from './app';

describe('focus after a navigation', () => {
  it('stays put on the first load, then goes to the new page heading, and the page is announced', async () => {
    const { location } = renderWithApp(<App />, { route: '/menu' });
    await screen.findByRole('heading', { level: 1, name: 'Our Menu' });
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');

    act(() => location.navigate('/about'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent(/^About · /));
  });

  it('leaves focus where the new page put it (the code boxes take it themselves)', async () => {
    const { location } = renderWithApp(<App />, { route: '/menu', session: 'visitor' });
    await screen.findByRole('heading', { level: 1, name: 'Our Menu' });
    act(() => location.navigate('/no/such/page'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const link = screen.getByRole('link', { name: 'Go Back to Home' });
    act(() => link.focus());
    act(() => location.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    // The link followed is gone with its page: focus fell to the body, so the heading takes it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'About Us' })));
  });
});
