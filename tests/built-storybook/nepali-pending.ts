/**
 * Stories whose play does not yet pass in Nepali in the built preview, with how it fails there: the play looks for
 * a text stories/story-test.ts cannot read in Nepali (a regular expression, a value the catalogue's template does
 * not show as written, an English word compared with toHaveTextContent or toEqual). tests/stories.test.ts lists
 * them as to do rather than playing them; taking one off this list makes its Nepali play a test.
 */
export const NEPALI_PENDING = new Map<string, string>([
  ["admin-meal-form--update-options", "userEvent.selectOptions picks the option 'Pick any' by its English text; its Nepali option is not found"],
  ["admin-users-audit-trail--filtered", "userEvent.selectOptions picks the option 'Orders' by its English text; its Nepali option is not found"],
  ["admin-users-audit-trail--nothing-matches", "userEvent.selectOptions picks the option 'Menu' by its English text; its Nepali option is not found"],
  ["admin-dashboard--quiet-day", "looks for the chart's summary with Gregorian days in English ('Mar 1 to Mar 14'); the Nepali page writes the Bikram Sambat days, as every Nepali screen does"],
  ["admin-dashboard--busy-day", "looks for 'Today, Sat, Mar 14' (a Gregorian day in English); the Nepali page writes the Bikram Sambat day, as every Nepali screen does"],
  ["admin-kitchen-screen--scheduled-order-with-sold-out-dish", "' · सकियो' (a separator and a word in one element) reads back as no single English text"],
  ["admin-money--figures", "a line's text run together from several parts ('eSewa१४ अर्डररु. …') is read back only part by part, not yet as the play's whole"],
  ["layout-navbar--admin-area-phone", "the phone menu's group headings and items compared with toEqual are not read back alike yet"],
  ["pages-cart--two-lines-of-one-dish", "a button name with a line's choices put in ('… (Half plate · Spice level: Hot)') is built by the forward translation, not read back"],
  ["pages-meal-detail--stars-one-click-one-value", "the half star's name ('3.5 stars') is not read back from its Nepali"],
  ["pages-meal-detail-sold-out--chosen-option-sold-out", "looks for the restaurant's option 'Mild' (a catalogue word too) by a regular expression; it needs asWritten"],
  ["pages-meal-detail-sold-out--option-sold-out", "looks for the restaurant's option 'Hot' (a catalogue word too) by a regular expression; it needs asWritten"],
  ["pages-orders--every-status", "looks for a date and time in English ('Nov 21, 2026, 5:50 PM'); Nepali shows its Bikram Sambat date"],
  ["pages-orders--refunds", "a refund's line with the server's reason put in is not read back whole"],
]);
