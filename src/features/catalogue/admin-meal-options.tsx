import { Field } from '@ark-ui/react/field';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { OPTION_KIND_LABELS, OPTION_KINDS, type OptionKind } from '../../../contract/meal-options';
import { OPTIONS_LOAD_FAILED, selectOptionsEditor } from '../../../machines/catalogue/meal-options-editor.machine';
import { fieldInput, FormField } from '../../ui/form-field';
import { LoadError, Spinner } from '../../ui/status';
import { useAdminFlow } from '../../app/admin-area';
import { translateErrors } from '../../ui/admin/admin-text';
import { surface } from '../../ui/surface';
import '../../app/admin-english';
import { FlowForm, formStack } from '../account/flow-form';
import { smallMuted } from '../../ui/text-styles';
import '../../i18n/contract-english';
import { subHeading } from '../../ui/section-heading';

const section = css({ display: 'grid', gap: '4', maxW: '4xl', mt: '10', pt: '8', borderTopWidth: '1px', borderColor: 'border.subtle' });
const card = cx(surface, css({ display: 'grid', gap: '4', p: '4' }));
const groupTop = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr auto auto' }, alignItems: 'end' });
const optionRow = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr 7rem auto', md: '1fr 10rem auto' }, alignItems: 'end' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

/**
 * docs/rules/orders.md#options: a meal's groups of options on its Update Meal page. 'Pick one' (spice level: the first
 * is the default) or 'pick any' (extras), each option with the price it adds; the server prices every order with them.
 */
export function MealOptionsEditor({ mealId }: { mealId: number }) {
  const actor = useAdminFlow('mealOptions');
  const { i18n } = useLingui();
  const view = useSelector(actor, selectOptionsEditor);
  useEffect(() => actor.send({ type: 'options.open', mealId }), [actor, mealId]);
  const busy = view.status === 'saving';
  const errors = translateErrors(i18n, view.errors);

  return (
    <section className={section} aria-labelledby="meal-options">
      <div>
        <h2 id="meal-options" className={subHeading}>
          {i18n._('Options')}
        </h2>
        <p className={smallMuted}>
          {i18n._(
            'Let customers choose: a spice level (pick one, the first is what they get unless they choose), extras (pick any, each with its price).',
          )}
        </p>
      </div>
      {view.status === 'loading' || view.status === 'closed' ? (
        <Spinner label={i18n._('Loading...')} />
      ) : view.status === 'failed' ? (
        <LoadError message={i18n._(OPTIONS_LOAD_FAILED)} onRetry={() => actor.send({ type: 'options.retry' })} />
      ) : (
        <FlowForm className={formStack} onSubmit={() => actor.send({ type: 'options.save' })}>
          {view.groups.length === 0 && <p className={smallMuted}>{i18n._('This meal has no options yet.')}</p>}
          {view.groups.map((group, g) => (
            <fieldset key={group.key} className={card} disabled={busy}>
              <legend className={css({ srOnly: true })}>{i18n._('Group {number}', { number: g + 1 })}</legend>
              <div className={groupTop}>
                <FormField label={i18n._('Group {number} name', { number: g + 1 })} error={errors[`groups.${g}.name`]}>
                  <Field.Input
                    className={fieldInput}
                    placeholder={i18n._('Spice level')}
                    value={group.name}
                    onChange={(event) => actor.send({ type: 'options.groupName', group: g, name: event.currentTarget.value })}
                  />
                </FormField>
                <FormField label={i18n._('Customers')}>
                  <Field.Select
                    className={fieldInput}
                    value={group.kind}
                    onChange={(event) =>
                      actor.send({ type: 'options.groupKind', group: g, kind: event.currentTarget.value as OptionKind })
                    }
                  >
                    {OPTION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {i18n._(OPTION_KIND_LABELS[kind])}
                      </option>
                    ))}
                  </Field.Select>
                </FormField>
                <button
                  type="button"
                  className={button({ variant: 'outline' })}
                  onClick={() => actor.send({ type: 'options.removeGroup', group: g })}
                >
                  {i18n._('Remove group')}
                </button>
              </div>
              {errors[`groups.${g}.options`] && (
                <p role="alert" className={css({ color: 'nonVeg.text', fontSize: 'sm' })}>
                  {errors[`groups.${g}.options`]}
                </p>
              )}
              {group.options.map((option, o) => (
                <div key={option.key} className={optionRow}>
                  <FormField
                    label={i18n._('Option {number}', { number: o + 1 })}
                    error={errors[`groups.${g}.options.${o}.name`]}
                  >
                    <Field.Input
                      className={fieldInput}
                      placeholder={o === 0 ? i18n._('Mild') : i18n._('Hot')}
                      value={option.name}
                      onChange={(event) =>
                        actor.send({ type: 'options.optionName', group: g, option: o, name: event.currentTarget.value })
                      }
                    />
                  </FormField>
                  <FormField label={i18n._('Adds Rs.')} error={errors[`groups.${g}.options.${o}.price`]}>
                    <Field.Input
                      className={fieldInput}
                      inputMode="decimal"
                      placeholder="0"
                      value={option.price}
                      onChange={(event) =>
                        actor.send({ type: 'options.optionPrice', group: g, option: o, price: event.currentTarget.value })
                      }
                    />
                  </FormField>
                  <button
                    type="button"
                    className={button({ variant: 'ghost' })}
                    aria-label={i18n._('Remove option {option} of group {group}', { option: o + 1, group: g + 1 })}
                    onClick={() => actor.send({ type: 'options.removeOption', group: g, option: o })}
                  >
                    ✕
                  </button>
                </div>
              ))}
              <div>
                <button
                  type="button"
                  className={button({ variant: 'outline', size: 'sm' })}
                  disabled={!view.canAddOption(g)}
                  onClick={() => actor.send({ type: 'options.addOption', group: g })}
                >
                  {i18n._('Add option')}
                </button>
              </div>
            </fieldset>
          ))}
          <div className={actions}>
            <button
              type="button"
              className={cx(button({ variant: 'outline' }))}
              disabled={busy || !view.canAddGroup}
              onClick={() => actor.send({ type: 'options.addGroup' })}
            >
              {i18n._('Add group')}
            </button>
            <button type="submit" className={button()} disabled={busy} aria-busy={busy}>
              {busy ? i18n._('Saving…') : i18n._('Save options')}
            </button>
          </div>
        </FlowForm>
      )}
    </section>
  );
}
