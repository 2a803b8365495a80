/** A demo meal as the loader inserts it, its pictures drawn on demand. */
export interface DemoMeal {
  name: string;
  category: string;
  /** 100–300 characters. */
  description: string;
  /** Comma-separated, 5–200 characters. */
  ingredients: string;
  price: number;
  half_plate_price: number | null;
  meal_type: 'Plate' | 'Piece';
  is_non_veg: boolean;
  /** 1 to 3 SVG documents (1200×900); the first is the main image. */
  images: Array<() => string>;
}
