import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { FULFILMENT_LABELS, FULFILMENT_TYPES } from '../../../contract/fulfilment';
import { formatClock } from '../../../contract/opening-hours';
import { BUSY_CHOICES, PAUSE_CHOICES, type SlotCaps } from '../../../contract/pace';
import { selectPace } from '../../../machines/shared/pace.machine';
import { useLingui } from '../../i18n/use-lingui';
import { fieldInput } from '../../ui/form-field';
import { useAdminFlow } from '../../app/admin-area';

const panel = css({ display: 'grid', gap: '3', p: '4', bg: 'bg.subtle', borderRadius: '2xl', mb: '5' });
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const status = css({ fontWeight: 'semibold', mr: '2' });
const CAP_CHOICES = [2, 3, 5, 8, 10, 15, 20, 30];

/**
 * Pause and pace in one tap: pause new orders for 15, 30 or 60 minutes (or resume now), add minutes to every
 * estimate while the kitchen is slammed, and (with `caps`, on the settings page) cap orders per 15-minute slot.
 */
export function PaceControls({ caps = false }: { caps?: boolean }) {
  const { i18n } = useLingui();
  const actor = useAdminFlow('kitchenPace');
  const { pace, busy } = useSelector(actor, selectPace);
  if (!pace) return null;
  const change = (detail: Parameters<typeof actor.send>[0] & { type: 'pace.change' }) => actor.send(detail);
  const setCap = (way: keyof SlotCaps, value: string) =>
    change({ type: 'pace.change', change: { kind: 'caps', caps: { ...pace.caps, [way]: value === '' ? null : Number(value) } } });
  // Each sends one change (0 minutes: resume, not busy) and waits while another is on its way; `pressed` marks the
  // chosen busy minutes.
  type Variant = 'solid' | 'outline';
  const paceButton = (kind: 'pause' | 'busy', minutes: number, label: string, variant: Variant, pressed?: boolean) => (
    <button
      key={minutes}
      type="button"
      className={button({ variant })}
      aria-pressed={pressed}
      disabled={busy}
      onClick={() => change({ type: 'pace.change', change: { kind, minutes } })}
    >
      {label}
    </button>
  );
  return (
    <section className={panel} aria-label={i18n._('Pace')} aria-busy={busy || undefined}>
      <div className={row}>
        <span className={status}>
          {pace.paused_clock
            ? i18n._('Not taking new orders until {time}', { time: formatClock(pace.paused_clock) })
            : i18n._('Taking new orders')}
        </span>
        {PAUSE_CHOICES.map((minutes) =>
          paceButton('pause', minutes, i18n._('Pause {minutes} min', { minutes }), 'outline'),
        )}
        {pace.paused_clock && paceButton('pause', 0, i18n._('Resume now'), 'solid')}
      </div>
      <div className={row}>
        <span className={status}>
          {pace.busy_minutes > 0
            ? i18n._('Busy: every estimate +{minutes} min', { minutes: pace.busy_minutes })
            : i18n._('Estimates as usual')}
        </span>
        {BUSY_CHOICES.map((minutes) => {
          const chosen = pace.busy_minutes === minutes;
          const label = i18n._('+{minutes} min', { minutes });
          return paceButton('busy', minutes, label, chosen ? 'solid' : 'outline', chosen);
        })}
        {pace.busy_minutes > 0 && paceButton('busy', 0, i18n._('Not busy'), 'outline')}
      </div>
      {caps && (
        <div className={row}>
          <span className={status}>{i18n._('Orders per 15 minutes')}</span>
          {FULFILMENT_TYPES.map((way) => (
            <label key={way} className={row}>
              {i18n._(FULFILMENT_LABELS[way])}
              <select
                className={fieldInput}
                value={pace.caps[way] ?? ''}
                disabled={busy}
                onChange={(event) => setCap(way, event.currentTarget.value)}
              >
                <option value="">{i18n._('No cap')}</option>
                {[...new Set([...CAP_CHOICES, pace.caps[way] ?? 2])].sort((a, b) => a - b).map((cap) => (
                  <option key={cap} value={cap}>
                    {cap}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
