import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render-app';
import { Navbar } from './navbar';

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Navbar', () => {
  it('offers a visitor Login and no Admin link', async () => {
    renderWithApp(<Navbar />, { session: 'visitor' });
    expect(await nav().findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav().queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows an admin the Admin link and no Login', async () => {
    renderWithApp(<Navbar />, { session: 'admin' });
    expect(await nav().findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/route/admin/meal-list');
    expect(nav().queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('keeps Login out of reach while the session is still being checked', () => {
    renderWithApp(<Navbar />, { session: 'checking' });
    expect(nav().queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('links the page links, search and cart', () => {
    renderWithApp(<Navbar />);
    const hrefs = ['Home', 'Menu', 'About', 'Book Table', 'Search', 'Cart'].map((name) =>
      nav().getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/', '/menu', '/about', '/featureUnavailable', '/search', '/cart']);
  });

  it('highlights the current page, and Book Table only on /booktable', () => {
    renderWithApp(<Navbar />, { route: '/featureUnavailable' });
    expect(nav().getByRole('link', { name: 'Book Table' })).not.toHaveAttribute('aria-current');
    renderWithApp(<Navbar />, { route: '/booktable' });
    expect(screen.getAllByRole('link', { name: 'Book Table' })[1]).toHaveAttribute('aria-current', 'page');
  });

  it('hides the cart badge at 0 and caps it at 99+', () => {
    const { actor } = renderWithApp(<Navbar />);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    act(() => actor.system.get('cartCount')?.send({ type: 'cart.count.set', count: 99 }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99$/);
    act(() => actor.system.get('cartCount')?.send({ type: 'cart.count.set', count: 120 }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
  });

  it('shows a signed-in user the first letter of their name as avatar', async () => {
    renderWithApp(<Navbar />, { session: 'customer' });
    const account = await nav().findByRole('button', { name: 'Account menu for Asha Gurung' });
    expect(account).toHaveTextContent('A');
  });

  it('names the restaurant once its info arrives', async () => {
    renderWithApp(<Navbar />);
    expect(await nav().findByRole('link', { name: 'Himalayan Hearth' })).toHaveAttribute('href', '/');
  });
});
