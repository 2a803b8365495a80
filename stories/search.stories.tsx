import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import { failure } from '../machines/shared/result';
import { SearchPage } from '../src/features/menu/search-page';
import { withApp } from './app-story';
import { inCanvas } from './play-helpers';
import { onPage } from './story-meta';

const meta = { title: 'Pages/Search', ...onPage(SearchPage, '/search') } satisfies Meta<typeof SearchPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const typeInto = async (canvasElement: HTMLElement, text: string) =>
  userEvent.type(within(canvasElement).getByLabelText('Search Meal'), text);

export const Empty: Story = {
  decorators: [withApp()],
  play: inCanvas(async (canvas, canvasElement) => {
    // docs/rules/robustness.md#screens: the page has its h1, which is the box's label.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search Meal' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Search Meal')).toHaveValue('');
    await typeInto(canvasElement, '   ');
    await expect(canvas.queryByText('Loading meals...')).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  }),
};

export const Loading: Story = {
  decorators: [withApp({ mealData: { data: 'loading' } })],
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'momo');
    await expect(await within(canvasElement).findByText('Loading meals...')).toBeInTheDocument();
  },
};

export const Results: Story = {
  decorators: [withApp()],
  play: inCanvas(async (canvas, canvasElement) => {
    await typeInto(canvasElement, 'momo');
    const cards = await canvas.findAllByRole('article');
    await expect(cards.length).toBeGreaterThan(0);
    // docs/rules/screens.md#keyboard-and-screen-readers: the count is announced, once, in a status region; the cards
    // are not in a live region.
    await expect(canvas.getByRole('status')).toHaveTextContent(cards.length === 1 ? '1 meal found' : `${cards.length} meals found`);
    await expect(cards[0]!.closest('[aria-live]')).toBeNull();
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { level: 2 })).toHaveTextContent(/momo/i);
    await expect(first.getByText(/^Rs \d+/)).toBeInTheDocument();
    await expect(first.getByText(/\.\.\.$/)).toBeInTheDocument();
    await expect(first.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  }),
};

export const NoResults: Story = {
  name: 'No results',
  decorators: [withApp()],
  play: inCanvas(async (canvas, canvasElement) => {
    await typeInto(canvasElement, 'zzzz');
    await expect(await canvas.findByText(/No meals found/)).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'sad face' })).toBeInTheDocument();
  }),
};

export const SearchError: Story = {
  name: 'Search error',
  decorators: [withApp({ mealCalls: { searchMeals: async () => failure('Something went wrong', 500) } })],
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'momo');
    await expect(await within(canvasElement).findByText('Error loading meals')).toBeInTheDocument();
  },
};
