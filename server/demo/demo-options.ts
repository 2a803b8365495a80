/**
 * docs/rules/orders.md#options: options on the meals a Kathmandu kitchen would ask about; kept apart from the meals
 * they match by name.
 */
const SPICE = {
  name: 'Spice level',
  kind: 'one',
  options: [
    ['Mild', 0],
    ['Medium', 0],
    ['Hot', 0],
  ],
} as const;
/** Which options each meal gets: meals whose name matches the pattern; prices in rupees. */
export const demoOptions: [
  RegExp,
  {
    name: string;
    kind: 'one' | 'any';
    options: readonly (readonly [string, number])[];
  }[],
][] = [
  [
    /Momo/,
    [
      SPICE,
      {
        name: 'Extras',
        kind: 'any',
        options: [
          ['Extra achar', 30],
          ['Cheese', 60],
        ],
      },
    ],
  ],
  [
    /Chowmein|Thukpa|Fried Rice/,
    [
      SPICE,
      {
        name: 'Add',
        kind: 'any',
        options: [
          ['Egg', 40],
          ['Extra vegetables', 50],
        ],
      },
    ],
  ],
  [
    /Masala Chai/,
    [
      {
        name: 'Sugar',
        kind: 'one',
        options: [
          ['Regular', 0],
          ['Less sugar', 0],
          ['No sugar', 0],
        ],
      },
    ],
  ],
];
