/**
 * Little top-down dish illustrations as data URLs, so stories and tests show something appetising without
 * shipping image files. Each is a plate on a wooden table with a sauce, a garnish and a side.
 */
interface Dish {
  /** The main colour of the food. */
  food: string;
  /** A second colour: garnish, dumplings, toppings. */
  accent: string;
  /** The small bowl beside the plate. */
  side: string;
}

export function dishArt({ food, accent, side }: Dish): string {
  const pieces = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const angle = (i / 6) * Math.PI * 2;
      const x = 230 + Math.cos(angle) * 52;
      const y = 180 + Math.sin(angle) * 52;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="17" fill="${accent}" stroke="rgba(0,0,0,.12)" stroke-width="2"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360">
<defs><linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8A5330"/><stop offset="1" stop-color="#5A3119"/></linearGradient></defs>
<rect width="480" height="360" fill="url(#w)"/>
<g stroke="#4A2814" stroke-opacity=".35" stroke-width="3"><path d="M0 70h480M0 150h480M0 230h480M0 310h480"/></g>
<rect x="-30" y="220" width="170" height="170" rx="8" fill="#9B2C2C" transform="rotate(-14 60 300)"/>
<g fill="#F6C96B" opacity=".55" transform="rotate(-14 60 300)"><circle cx="10" cy="250" r="5"/><circle cx="40" cy="280" r="5"/><circle cx="70" cy="250" r="5"/><circle cx="100" cy="280" r="5"/><circle cx="40" cy="320" r="5"/><circle cx="100" cy="320" r="5"/></g>
<circle cx="236" cy="188" r="122" fill="#000" opacity=".22"/>
<circle cx="230" cy="180" r="120" fill="#FFFDF8"/>
<circle cx="230" cy="180" r="96" fill="none" stroke="#E9DBC3" stroke-width="3"/>
<circle cx="230" cy="180" r="84" fill="${food}"/>
${pieces}
<g fill="#2E7D32"><ellipse cx="214" cy="176" rx="9" ry="4" transform="rotate(-30 214 176)"/><ellipse cx="246" cy="186" rx="9" ry="4" transform="rotate(40 246 186)"/></g>
<circle cx="392" cy="92" r="44" fill="#000" opacity=".2"/>
<circle cx="388" cy="88" r="42" fill="#F4EADA"/>
<circle cx="388" cy="88" r="30" fill="${side}"/>
<path d="M372 290c20-40 60-60 96-66" stroke="#C0392B" stroke-width="9" stroke-linecap="round" fill="none"/>
<path d="M364 300l16-8" stroke="#2E7D32" stroke-width="6" stroke-linecap="round"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
