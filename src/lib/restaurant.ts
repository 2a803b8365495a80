/** The name shown while the restaurant's own is loading, or when it has not been set up yet. */
export const FALLBACK_RESTAURANT_NAME = 'Restaurant';
