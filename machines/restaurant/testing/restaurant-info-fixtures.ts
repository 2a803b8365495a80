import type { RestaurantInfo } from '../../../contract/about';
import type { RestaurantInfoValues } from '../restaurant-admin-api';
import { hearthInfo } from '../../shared/testing/fixtures';

/** What the restaurant info form's tests load, save and choose. */

export const stored: RestaurantInfo = {
  ...hearthInfo,
  description: 'Hand-folded momo and slow dal bhat in the old quarter.',
  facebook_url: 'https://facebook.com/hearth',
};
/** What the server answers to a save: the info as it now stores it, with the new picture's path. */
export const savedInfo: RestaurantInfo = {
  ...stored,
  description: 'A longer story of the kitchen.',
  image: '/media/about/new.webp',
};

/** A File serialises as {} and the graph tells states and events apart by their JSON: each file names itself. */
const named = (file: File) => Object.assign(file, { toJSON: () => `${file.name} (${file.type})` });
export const png = named(new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' }));
export const gif = named(new File(['GIF89a'], 'dance.gif', { type: 'image/gif' }));

export /** The form as filled from `info`, written out apart from the machine (docs/rules/entities.md#entities-and-fields: fields; nulls read as blank). */
const formOf = (info: RestaurantInfo): RestaurantInfoValues => ({
  name: info.name,
  description: info.description,
  contact_number: info.contact_number,
  email: info.email,
  opening_time: info.opening_time,
  closing_time: info.closing_time,
  time_zone: info.time_zone,
  facebook_url: info.facebook_url ?? '',
  instagram_url: info.instagram_url ?? '',
  tiktok_url: info.tiktok_url ?? '',
});
