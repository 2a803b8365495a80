import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../contract/permissions';
import { selectRoleChange } from '../../../machines/people/role-change.machine';
import { useLingui } from '../../i18n/use-lingui';
import { RadioChoice } from '../../ui/radio-choice';
import { useAdminFlow } from '../../app/admin-area';
import '../../app/admin-english';
import '../../i18n/contract-english';

/**
 * The four roles as radios (docs/rules/roles.md#staff-roles), labelled 'Staff role': on a member's page and on the Add
 * User form.
 */
export function RoleRadios({ value, disabled, onPick }: { value: StaffRole; disabled?: boolean; onPick: (role: StaffRole) => void }) {
  const { i18n } = useLingui();
  return (
    <RadioChoice
      look="form"
      label={i18n._('Staff role')}
      options={STAFF_ROLES.map((role) => ({ value: role, label: i18n._(STAFF_ROLE_LABELS[role]) }))}
      value={value}
      disabled={disabled}
      onPick={onPick}
    />
  );
}

/**
 * The owner's role switch on a member of staff's page (docs/rules/roles.md#staff-roles): a pick is saved at once; a
 * refusal (the last owner) is toasted in the server's words and the switch goes back. A customer has no role: nothing
 * shows.
 */
export function StaffRolePicker({ id }: { id: number }) {
  const actor = useAdminFlow('roleChange');
  const view = useSelector(actor, selectRoleChange);
  useEffect(() => actor.send({ type: 'roleChange.open', id }), [actor, id]);
  if (!view.shown) return null;
  return <RoleRadios value={view.shown} disabled={view.saving} onPick={(role) => actor.send({ type: 'roleChange.pick', role })} />;
}
