import { RadioGroup } from '@ark-ui/react/radio-group';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { STAFF_ROLE_LABELS, STAFF_ROLES, staffRole, type StaffRole } from '../../../contract/permissions';
import { selectRoleChange } from '../../../machines/people/role-change.machine';
import { useLingui } from '../../i18n/use-lingui';
import { fieldLabel } from '../../ui/form-field';
import { tickBox } from '../../ui/admin/admin-styles';
import { useAdminFlow } from '../../app/admin-area';
import '../../app/admin-english';
import '../../i18n/contract-english';

const radios = css({
  display: 'flex',
  gap: '5',
  alignItems: 'center',
  flexWrap: 'wrap',
  minH: '11',
});
const radioItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  fontWeight: 'medium',
});
const radioControl = cx(
  tickBox,
  css({
    borderRadius: 'full',
    '&[data-state=checked]': {
      borderWidth: '6px',
      borderColor: 'accent.solid',
    },
  }),
);

/**
 * The four roles as radios (docs/rules/roles.md#staff-roles), labelled 'Staff role': on a member's page and on the Add
 * User form.
 */
export function RoleRadios({ value, disabled, onPick }: { value: StaffRole; disabled?: boolean; onPick: (role: StaffRole) => void }) {
  const { i18n } = useLingui();
  return (
    <RadioGroup.Root
      className={css({ display: 'grid', gap: '1.5' })}
      value={value}
      disabled={disabled}
      onValueChange={({ value: picked }) => {
        const role = staffRole.safeParse(picked);
        if (role.success) onPick(role.data);
      }}
    >
      <RadioGroup.Label className={fieldLabel}>{i18n._('Staff role')}</RadioGroup.Label>
      <div className={radios}>
        {STAFF_ROLES.map((role) => (
          <RadioGroup.Item key={role} value={role} className={radioItem}>
            <RadioGroup.ItemControl className={radioControl} />
            <RadioGroup.ItemText>{i18n._(STAFF_ROLE_LABELS[role])}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
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
