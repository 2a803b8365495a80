import type { Meal } from '../../contract/meal';
import { previewImagePath } from '../../contract/media';
import type { RestaurantInfo } from '../../contract/restaurant-info';

/**
 * schema.org data for search engines (docs/rules/system.md#link-previews): the restaurant, its menu and each dish,
 * built from what the API already answers. Search engines read these JSON-LD blocks without running the app's script.
 */
type Json = { [key: string]: unknown };

/** The wire's money is a decimal string or number; schema.org wants a plain number text. */
const price = (value: number | string) => Number(value).toFixed(2);
export const CURRENCY = 'NPR';

/** An absolute URL of a stored picture: the JPEG every preview reader can show (WhatsApp shows no WebP). */
export const pictureUrl = (origin: string, path: string | null) =>
  path ? `${origin}/api${previewImagePath(path)}` : null;

export const mealPhoto = (meal: Meal) =>
  [meal.main_image, meal.image1, meal.image2].find((path) => path !== null) ?? null;

/** The average of every review of every dish, weighted by how many each has; null before the first review. */
export function overallRating(meals: readonly Meal[]) {
  let count = 0;
  let sum = 0;
  for (const meal of meals) {
    if (meal.rating === null || meal.rating_count === 0) continue;
    count += meal.rating_count;
    sum += meal.rating * meal.rating_count;
  }
  return count === 0 ? null : { value: Math.round((sum / count) * 10) / 10, count };
}

const aggregateRating = (rating: { value: number; count: number } | null) =>
  rating && {
    '@type': 'AggregateRating',
    ratingValue: rating.value,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 0.5,
  };

export function menuItemData(origin: string, meal: Meal): Json {
  const rating = meal.rating === null ? null : { value: meal.rating, count: meal.rating_count };
  return compact({
    '@type': 'MenuItem',
    '@id': `${origin}/meal/${meal.id}`,
    name: meal.name,
    description: meal.description,
    url: `${origin}/meal/${meal.id}`,
    image: pictureUrl(origin, mealPhoto(meal)),
    suitableForDiet: meal.is_non_veg ? undefined : 'https://schema.org/VegetarianDiet',
    offers: {
      '@type': 'Offer',
      price: price(meal.price),
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
    },
    aggregateRating: aggregateRating(rating),
  });
}

/** The menu, one section a category, in the order the menu page shows them. */
export function menuData(origin: string, meals: readonly Meal[]): Json {
  const sections = new Map<string, Meal[]>();
  for (const meal of meals) {
    const name = meal.category?.name ?? 'Other';
    sections.set(name, [...(sections.get(name) ?? []), meal]);
  }
  return {
    '@type': 'Menu',
    '@id': `${origin}/menu`,
    url: `${origin}/menu`,
    hasMenuSection: [...sections].map(([name, items]) => ({
      '@type': 'MenuSection',
      name,
      hasMenuItem: items.map((meal) => menuItemData(origin, meal)),
    })),
  };
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function restaurantData(origin: string, info: RestaurantInfo, meals: readonly Meal[], withMenu: boolean): Json {
  const prices = meals.map((meal) => Number(meal.price));
  const sameAs = [info.facebook_url, info.instagram_url, info.tiktok_url].filter((url): url is string => Boolean(url));
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: info.name,
    description: info.description,
    url: `${origin}/`,
    telephone: info.contact_number,
    email: info.email,
    image: pictureUrl(origin, info.image),
    geo:
      info.latitude === null || info.longitude === null
        ? undefined
        : { '@type': 'GeoCoordinates', latitude: info.latitude, longitude: info.longitude },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: EVERY_DAY,
      opens: info.opening_time,
      closes: info.closing_time,
    },
    priceRange: prices.length ? `${CURRENCY} ${Math.min(...prices)}–${Math.max(...prices)}` : undefined,
    currenciesAccepted: CURRENCY,
    paymentAccepted: 'eSewa',
    acceptsReservations: false,
    sameAs: sameAs.length ? sameAs : undefined,
    aggregateRating: aggregateRating(overallRating(meals)),
    hasMenu: withMenu ? menuData(origin, meals) : `${origin}/menu`,
  });
}

/** Drops the keys left undefined or null, so no field claims an empty value. */
function compact(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null));
}

/**
 * A `<script type="application/ld+json">` block. `<` is written as its JSON escape, so no text an admin typed
 * (a dish called `</script><script>…`) can end the block and run as script.
 */
export const jsonLdScript = (data: Json) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
