import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meals } from '../../../stories/fixtures';
import { renderWithApp } from '../../testing/render-app';
import { HomePage } from './home-page';

const grid = () => within(screen.getByRole('list', { name: 'Meals' }));

describe('HomePage', () => {
  it('shows skeletons and a spinner while loading', () => {
    renderWithApp(<HomePage />, { data: 'loading' });
    expect(screen.getByTestId('carousel-skeleton-image').children).toHaveLength(22); // docs/rules/limits.md#display
    expect(screen.getByTestId('carousel-skeleton-text').children).toHaveLength(10);
    expect(screen.getByText('Loading meals...')).toBeInTheDocument();
  });

  it('puts the first three latest meals in the carousel, descriptions cut to 200 characters', async () => {
    renderWithApp(<HomePage />);
    const carousel = await screen.findByRole('region', { name: 'Latest meals' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    const first = meals[0]!;
    expect(first.description.length).toBeGreaterThan(200);
    expect(within(slides[0]!).getByText(`${first.description.slice(0, 200).trimEnd()}...`)).toBeInTheDocument();
    expect(within(slides[0]!).getByRole('img', { name: first.name })).toHaveAttribute('fetchpriority', 'high');
  });

  it('lists every meal from the API in the grid with price and diet badge', async () => {
    renderWithApp(<HomePage />);
    await waitFor(() => expect(grid().getAllByRole('article')).toHaveLength(meals.length));
    const card = grid().getByRole('article', { name: 'Paneer Butter Masala' });
    expect(within(card).getByText('Rs 450')).toBeInTheDocument(); // 450.75, rounded down
    expect(within(card).getByText('Veg')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Paneer Butter Masala' })).toHaveAttribute('href', '/meal/2');
  });

  it('filters the grid by the chosen category tab', async () => {
    renderWithApp(<HomePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Momo' }));
    await waitFor(() => expect(grid().getAllByRole('article')).toHaveLength(3));
    expect(grid().queryByRole('heading', { name: 'Samosa' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(grid().getAllByRole('article')).toHaveLength(meals.length));
  });

  it('says what failed in the spec’s words, and retries', async () => {
    renderWithApp(<HomePage />, { data: 'error' });
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
    expect(screen.getAllByText('Error loading meals...')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('refuses a visitor’s add to cart with "Login first..."', async () => {
    const { actor } = renderWithApp(<HomePage />);
    const notes: string[] = [];
    actor.system.get('cartCount')?.on('notify', (event: { message: string }) => notes.push(event.message));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add to cart' }))[0]!);
    expect(notes).toEqual(['Login first...']);
  });
});
