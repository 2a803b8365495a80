/**
 * The demo restaurant's words, place and hours: loaded by the server into an empty database (server/demo/catalog.ts)
 * and shown by Storybook's fixtures (stories/fixtures.ts), so QA and the running app name the same place.
 */
export const DEMO_RESTAURANT = {
  name: 'Himalayan Hearth',
  description:
    'Himalayan Hearth is a family kitchen in the heart of Thamel, Kathmandu. Our momo are folded by hand every morning, our dal bhat is cooked the way our grandmother taught us, and the chai is always on the boil. Come for steaming jhol momo, Newari chatamari and charcoal sekuwa, stay for juju dhau from Bhaktapur, or order online and pay with eSewa.',
  contact_number: '9801234567',
  email: 'namaste@himalayanhearth.example',
  opening_time: '10:00',
  closing_time: '22:00',
  time_zone: 'Asia/Kathmandu',
  facebook_url: 'https://www.facebook.com/himalayanhearth.ktm',
  instagram_url: 'https://www.instagram.com/himalayanhearth.ktm',
  tiktok_url: 'https://www.tiktok.com/@himalayanhearth.ktm',
  latitude: 27.7154,
  longitude: 85.3123,
} as const;
