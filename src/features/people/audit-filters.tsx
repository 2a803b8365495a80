import { css } from 'styled-system/css';
import { AUDIT_KINDS, auditKind, type AuditActorOption, type AuditFilter } from '../../../contract/audit';
import { useLingui } from '../../i18n/use-lingui';
import { fieldInput, fieldLabel, fieldRoot } from '../../ui/form-field';
import { AUDIT_KIND_LABELS } from './audit-labels';
import '../../app/admin-english';

const filters = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 12rem))' },
});

/** The trail's filters: who, what kind, from and to (days, inclusive). Each change asks again at once. */
export function AuditFilters({
  filter,
  actors,
  onChange,
}: {
  filter: AuditFilter;
  actors: AuditActorOption[];
  onChange: (filter: AuditFilter) => void;
}) {
  const { i18n } = useLingui();
  const set = (change: Partial<Record<keyof AuditFilter, string | number | undefined>>) =>
    onChange({ ...filter, ...change } as AuditFilter);
  return (
    <div className={filters}>
      <label className={fieldRoot}>
        <span className={fieldLabel}>{i18n._('Person')}</span>
        <select
          className={fieldInput}
          value={filter.actor ?? ''}
          onChange={(event) => set({ actor: event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value) })}
        >
          <option value="">{i18n._('Everyone')}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldRoot}>
        <span className={fieldLabel}>{i18n._('Kind')}</span>
        <select
          className={fieldInput}
          value={filter.kind ?? ''}
          onChange={(event) => set({ kind: auditKind.safeParse(event.currentTarget.value).data })}
        >
          <option value="">{i18n._('All kinds')}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(AUDIT_KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldRoot}>
        <span className={fieldLabel}>{i18n._('From')}</span>
        <input className={fieldInput} type="date" value={filter.from ?? ''} max={filter.to} onChange={(event) => set({ from: event.currentTarget.value || undefined })} />
      </label>
      <label className={fieldRoot}>
        <span className={fieldLabel}>{i18n._('To')}</span>
        <input className={fieldInput} type="date" value={filter.to ?? ''} min={filter.from} onChange={(event) => set({ to: event.currentTarget.value || undefined })} />
      </label>
    </div>
  );
}
