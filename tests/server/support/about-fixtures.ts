/**
 * The restaurant form's required fields (docs/rules/validation.md#restaurant-info), valid: about-save and
 * about-validation start from them.
 */
export const VALID_ABOUT = {
  description: 'Family kitchen cooking Newari and Thakali food since 1998.',
  contact_number: '+977 1-5550123',
  email: 'hello@example.com',
  opening_time: '10:00',
  closing_time: '22:00',
};

/** The restaurant form as the admin page sends it: the text fields, then the picture if there is one. */
export function aboutForm(fields: Record<string, string>, image?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (image) body.set('image', image);
  return body;
}
