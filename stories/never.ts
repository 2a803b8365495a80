/** A call that never answers: the screen stays in its loading state. */
export const never = <T>() => new Promise<T>(() => {});
