/**
 * 'chicken, onion,ginger ' → 'Chicken, Onion, Ginger': each ingredient capitalised, comma separated
 * (docs/rules/screens.md#meal-detail).
 */
export function formatIngredients(ingredients: string): string {
  return ingredients
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(', ');
}
