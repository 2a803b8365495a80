import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restaurant, restaurantWithoutSocials } from '../../stories/fixtures';
import { renderWithApp } from '../testing/render-app';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows contact details and every social link that exists, opening in a new tab', async () => {
    renderWithApp(<Footer />);
    expect(await screen.findByRole('link', { name: /9801234567/ })).toHaveAttribute('href', 'tel:9801234567');
    expect(screen.getByRole('link', { name: /namaste@himalayanhearth\.example/ })).toBeInTheDocument();
    for (const [name, url] of [
      ['Facebook', restaurant.facebook_url],
      ['Instagram', restaurant.instagram_url],
      ['TikTok', restaurant.tiktok_url],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('hides the social links the restaurant does not have', async () => {
    renderWithApp(<Footer />, {
      restaurant: { ...restaurantWithoutSocials, instagram_url: 'https://instagram.com/x' },
    });
    expect(await screen.findByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'TikTok' })).toBeNull();
  });

  it('gives opening hours every day in 12-hour time', async () => {
    renderWithApp(<Footer />, { restaurant: restaurantWithoutSocials });
    expect(await screen.findByText('07:30 AM - 09:45 PM')).toBeInTheDocument();
    expect(screen.getByText('Everyday')).toBeInTheDocument();
  });

  it('credits the restaurant and the developers', async () => {
    renderWithApp(<Footer />);
    expect(
      await screen.findByText(`© ${new Date().getFullYear()} Himalayan Hearth. All rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Developed by/)).toBeInTheDocument();
  });
});
