/** What an admin form with pictures (a meal, the restaurant) keeps to decide which errors to show. */
interface Judged<Errors> {
  /** The user has tried to send the form. */
  submitted: boolean;
  /** The server's refusal of each field, until that field changes. */
  serverErrors: Errors;
}

/**
 * The errors the form shows: every broken rule once the user has tried to send it (then they follow the typing),
 * before that only a wrong picture, the moment it is chosen; the server's refusals stand until their field changes.
 */
export function shownErrors<Errors extends object>(
  { submitted, serverErrors }: Judged<Errors>,
  everyRule: () => Errors,
  pictureRules: () => Errors,
): Errors {
  return { ...serverErrors, ...(submitted ? everyRule() : pictureRules()) };
}
