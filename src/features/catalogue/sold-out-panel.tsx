import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { selectSoldOutSwitches, SOLD_OUT_LOAD_FAILED } from '../../../machines/catalogue/sold-out-switches.machine';
import { useLingui } from '../../i18n/use-lingui';
import { ReadStatus, type ReadTexts } from '../../ui/status';
import type { AppSystem } from '../../app/app-actor';

export type SoldOutSwitchesActor = AppSystem['soldOutSwitches'];
import '../../app/admin-english';

const SOLD_OUT_READ: ReadTexts = { loading: /*i18n*/ 'Loading the dishes...', loadFailed: SOLD_OUT_LOAD_FAILED };
const panel = css({ display: 'grid', gap: '3', mt: '6', p: '4', bg: 'bg.subtle', borderRadius: '2xl' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const rows = css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } });
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', p: '3', bg: 'bg.surface', borderRadius: 'xl' });
const dishName = css({ flex: '1', minW: '32', fontSize: 'lg', fontWeight: 'semibold' });
const out = css({ color: 'accent.text', fontWeight: 'bold' });
const optionsBox = css({ display: 'grid', gap: '2', p: '3', bg: 'bg.surface', borderRadius: 'xl' });

const small = button({ size: 'sm' });
const outline = button({ size: 'sm', variant: 'outline' });

/**
 * The kitchen's sold-out switches: one tap per dish (for good, or until closing: back at the next opening), one tap
 * to bring it back, and a dish's options one by one.
 */
export function SoldOutPanel({ actor }: { actor: SoldOutSwitchesActor }) {
  const { i18n } = useLingui();
  const view = useSelector(actor, selectSoldOutSwitches);
  const tap = (meal: number, option: number | null, soldOut: boolean, untilClosing = false) =>
    actor.send({ type: 'soldOut.switch', meal, option, soldOut, untilClosing });
  // Every switch waits while another change is on its way; a dish's switches name the dish, as they stand in a list.
  const switchButton = (label: string, className: string, onClick: () => void, name?: string) => (
    <button type="button" className={className} disabled={view.busy} aria-label={name} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <section className={panel} aria-labelledby="sold-out-heading">
      <h2 id="sold-out-heading" className={heading}>
        {i18n._('Sold out')}
      </h2>
      <ReadStatus status={view.status} texts={SOLD_OUT_READ} onRetry={() => actor.send({ type: 'soldOut.retry' })} />
      {view.status === 'ready' && (
        <ul className={rows}>
          {view.dishes.map((dish) => (
            <li key={dish.id} className={row} aria-busy={dish.saving || undefined}>
              <span className={dishName}>{dish.name}</span>
              {dish.soldOut ? (
                <>
                  <span className={out}>{dish.backAt ? i18n._('Sold out until closing') : i18n._('Sold out')}</span>
                  {switchButton(
                    i18n._('Back on'),
                    small,
                    () => tap(dish.id, null, false),
                    i18n._('{name} is back', { name: dish.name }),
                  )}
                </>
              ) : (
                <>
                  {switchButton(
                    i18n._('Sold out'),
                    small,
                    () => tap(dish.id, null, true),
                    i18n._('{name} sold out', { name: dish.name }),
                  )}
                  {switchButton(
                    i18n._('Until closing'),
                    outline,
                    () => tap(dish.id, null, true, true),
                    i18n._('{name} sold out until closing', { name: dish.name }),
                  )}
                </>
              )}
              {switchButton(
                i18n._('Options'),
                outline,
                () => actor.send({ type: 'soldOut.options', meal: dish.id }),
                i18n._('Options of {name}', { name: dish.name }),
              )}
            </li>
          ))}
        </ul>
      )}
      {view.options && (
        <div className={optionsBox} role="group" aria-label={i18n._('Options of {name}', { name: view.options.name })}>
          <p className={dishName}>{view.options.name}</p>
          {view.options.groups.length === 0 && <p>{i18n._('This dish has no options.')}</p>}
          {view.options.groups.flatMap((group) =>
            group.options.map((option) => (
              <div key={`${group.id}-${option.id}`} className={row}>
                <span className={dishName}>
                  {group.name}: {option.name}
                </span>
                {option.soldOut && <span className={out}>{i18n._('Sold out')}</span>}
                {switchButton(
                  option.soldOut ? i18n._('Back on') : i18n._('Sold out'),
                  option.soldOut ? small : outline,
                  () => tap(view.options!.meal, option.id, !option.soldOut),
                )}
              </div>
            )),
          )}
          <button type="button" className={outline} onClick={() => actor.send({ type: 'soldOut.closeOptions' })}>
            {i18n._('Close')}
          </button>
        </div>
      )}
    </section>
  );
}

/** A meal list row's switch: sold out (for good) or back, in one tap. */
export function SoldOutToggle({ actor, meal, name }: { actor: SoldOutSwitchesActor; meal: number; name: string }) {
  const { i18n } = useLingui();
  const soldOut = useSelector(actor, (snapshot) => snapshot.context.state.meals.some((entry) => entry.meal === meal));
  const busy = useSelector(actor, (snapshot) => !snapshot.matches({ ready: 'idle' }));
  return (
    <button
      type="button"
      className={soldOut ? small : outline}
      disabled={busy}
      aria-pressed={soldOut}
      aria-label={i18n._('{name} sold out', { name })}
      onClick={() => actor.send({ type: 'soldOut.switch', meal, option: null, soldOut: !soldOut, untilClosing: false })}
    >
      {soldOut ? i18n._('Back on') : i18n._('Sold out')}
    </button>
  );
}
