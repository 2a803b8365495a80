/**
 * The delete question, as the admin lists and the category page ask it: confirm goes on to the sibling 'deleting',
 * cancel goes back to 'idle' and lets the chosen row go (`forget`).
 */
export function confirmingDelete<Prefix extends string, Forget extends string>(prefix: Prefix, forget: Forget) {
  // A computed key widens to string; the cast names the two events the machine declares.
  const on = {
    [`${prefix}.delete.confirm`]: 'deleting',
    [`${prefix}.delete.cancel`]: { target: 'idle', actions: forget },
  } as Record<`${Prefix}.delete.confirm`, 'deleting'> &
    Record<`${Prefix}.delete.cancel`, { target: 'idle'; actions: Forget }>;
  return { on };
}

/** What the remove call is given: the row the question was about (0, which no row has, when none was chosen). */
export const selectedRow = ({ context }: { context: { selected: number | null } }) => ({ id: context.selected ?? 0 });
