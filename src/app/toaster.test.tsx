import { act, render, screen, waitFor } from '@testing-library/react';
import { PHONE_QUERY } from './sonner-toaster';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLanguage } from '../i18n/boot';
import { showToast } from './toast-queue';
import { Toaster } from './toaster';

// The toasts are shown in the page's language, as the app starts it: English here.
beforeAll(() => startLanguage());

describe('Toaster: sonner arrives with the first notification', () => {
  it('renders nothing until asked, then shows every waiting toast in order', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      showToast('warning', 'Login first...');
      showToast('success', 'Meal added to cart!');
    });
    expect(await screen.findByText('Login first...')).toBeInTheDocument();
    expect(await screen.findByText('Meal added to cart!')).toBeInTheDocument();
    act(() => showToast('error', 'Failed to add meal to cart. Please try again.'));
    expect(await screen.findByText('Failed to add meal to cart. Please try again.')).toBeInTheDocument();
  });
});

describe('Toaster: a success clears the errors before it (docs/rules/robustness.md#screens)', () => {
  it('dismisses the error toasts still shown when a success arrives, and leaves warnings', async () => {
    render(<Toaster />);
    act(() => {
      showToast('error', 'Failed to update profile.');
      showToast('warning', 'Your cart is empty!');
    });
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    act(() => showToast('success', 'Profile updated successfully!'));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to update profile.')).toBeNull());
    expect(screen.getByText('Your cart is empty!')).toBeInTheDocument();
  });
});

describe('Toaster: where toasts appear', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [true, 'bottom'],
    [false, 'top'],
  ])('on a phone (%s) they come from the %s, off the page heading', async (phone, side) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: phone && query === PHONE_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<Toaster />);
    act(() => showToast('success', `Shown on a ${side}`));
    await screen.findByText(`Shown on a ${side}`);
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe(side);
  });
});
