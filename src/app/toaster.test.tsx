import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast } from './toast-queue';
import { Toaster } from './toaster';

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
