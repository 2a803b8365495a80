/** How far the embedded map reaches around the restaurant, in degrees: a few streets each way. */
const SPAN = { lat: 0.004, lon: 0.007 } as const;

const round = (value: number) => Number(value.toFixed(6));

/** OpenStreetMap's embeddable map centred on a point with a marker; no key needed. */
export function osmEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [longitude - SPAN.lon, latitude - SPAN.lat, longitude + SPAN.lon, latitude + SPAN.lat].map(round);
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${round(latitude)}%2C${round(longitude)}`;
}

/** The same place on openstreetmap.org, for directions. */
export function osmPageUrl(latitude: number, longitude: number): string {
  const lat = round(latitude);
  const lon = round(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
