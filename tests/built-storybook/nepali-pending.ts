/**
 * Stories whose play does not yet pass in Nepali in the built preview, with how it fails there: the play looks for
 * a text stories/story-test.ts cannot read in Nepali (a regular expression, a value the catalogue's template does
 * not show as written, an English word compared with toHaveTextContent or toEqual). tests/stories.test.ts lists
 * them as to do rather than playing them; taking one off this list makes its Nepali play a test.
 */
export const NEPALI_PENDING = new Map<string, string>([
  ["admin-meal-form--update-options", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-cart-checkout--redirecting", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-cart--empty", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-cart--filled", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-cart--quantity-changed", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-cart--decrease-to-one-by-keyboard", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-cart--quantities-kept", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-cart--choices-in-the-cart", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-orders--live-status-change", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-receipt--printed-again-as-copy", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["pages-receipt--already-printed", "plays in Nepali when opened first, fails after other stories on the same page: stories/story-test.ts keeps its readings of the catalogue while a feature's English texts load later"],
  ["admin-kitchen-screen--ready-later", "a regular expression over a text with a time in it ('Pickup · ready about …'): the time's Nepali is not read back whole"],
  ["admin-order-list-cash--to-collect", "a regular expression over 'Cash received by {name}, {time}': the Nepali time in the value is not read back"],
  ["admin-order-list-cash--received", "a regular expression over 'Cash received by {name}, {time}': the Nepali time in the value is not read back"],
  ["pages-orders--pay-again", "a regular expression ('^Pay by ') over a text put together with a date: not read back whole"],
  ["admin-users-audit-trail--filtered", "userEvent.selectOptions picks the option 'Orders' by its English text; its Nepali option is not found"],
  ["admin-users-audit-trail--nothing-matches", "userEvent.selectOptions picks the option 'Menu' by its English text; its Nepali option is not found"],
  ["admin-dashboard--busy-day", "the chart's summary writes its days in English ('Mar 1 देखि Mar 14 सम्म') on a Nepali page: a product fix (formatDay), then the play reads"],
  ["admin-kitchen-screen--scheduled-order-with-sold-out-dish", "' · सकियो' (a separator and a word in one element) reads back as no single English text"],
  ["admin-money--figures", "a line's text run together from several parts ('eSewa१४ अर्डररु. …') is read back only part by part, not yet as the play's whole"],
  ["layout-footer--with-social-links", "a clock time in the text ('१०:०० पूर्वाह्न') is not yet read back to '10:00 AM' by stories/story-test.ts"],
  ["layout-footer--without-social-links", "a clock time in the text ('१०:०० पूर्वाह्न') is not yet read back to '10:00 AM' by stories/story-test.ts"],
  ["layout-navbar--admin-area-phone", "the phone menu's group headings and items compared with toEqual are not read back alike yet"],
  ["pages-cart--two-lines-of-one-dish", "a button name with a line's choices put in ('… (Half plate · Spice level: Hot)') is built by the forward translation, not read back"],
  ["pages-cart-checkout--closed-at-night", "a clock time in the text ('१०:०० पूर्वाह्न') is not yet read back to '10:00 AM' by stories/story-test.ts"],
  ["pages-cart-checkout--order-for-later-today", "a clock time in the text ('१०:०० पूर्वाह्न') is not yet read back to '10:00 AM' by stories/story-test.ts"],
  ["pages-cart-checkout--paused-checkout-refused", "a clock time in the text ('१०:०० पूर्वाह्न') is not yet read back to '10:00 AM' by stories/story-test.ts"],
  ["pages-home--closed-at-night", "a clock time in the text ('१०:०० पूर्वाह्न') is not yet read back to '10:00 AM' by stories/story-test.ts"],
  ["pages-home--paused-banner", "a clock time in the text ('१०:०० पूर्वाह्न') is not yet read back to '10:00 AM' by stories/story-test.ts"],
  ["pages-meal-detail--stars-one-click-one-value", "the half star's name ('3.5 stars') is not read back from its Nepali"],
  ["pages-meal-detail-sold-out--chosen-option-sold-out", "looks for the restaurant's option 'Mild' (a catalogue word too) by a regular expression; it needs asWritten"],
  ["pages-meal-detail-sold-out--option-sold-out", "looks for the restaurant's option 'Hot' (a catalogue word too) by a regular expression; it needs asWritten"],
  ["pages-orders--every-status", "looks for a date and time in English ('Nov 21, 2026, 5:50 PM'); Nepali shows its Bikram Sambat date"],
  ["pages-orders--refunds", "a refund's line with the server's reason put in is not read back whole"],
  ["pages-otp--at-full-time", "looks for the new-code time by an English regular expression with AM/PM; a clock time in the text ('१०:०० पूर्वाह्न') is not yet read back to '10:00 AM' by stories/story-test.ts"],
]);
