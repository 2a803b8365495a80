import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { useAdminFlow } from '../../app/admin-area';
import type { AppSystem } from '../../app/app-actor';
import { useLingui } from '../../i18n/use-lingui';
import { translateErrors } from '../../ui/admin/admin-text';
import { checkboxBox } from '../../ui/admin/admin-styles';
import { ReadStatus } from '../../ui/status';
import { FlowForm } from '../account/flow-form';
import '../../app/admin-english';

const section = css({ display: 'grid', gap: '5', mt: '12', pt: '8', borderTopWidth: '1px', borderColor: 'border.subtle', maxW: '4xl' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const leadText = css({ color: 'fg.muted' });
const form = css({ display: 'grid', gap: '6' });

/** The settings' checkboxes: ticked in the accent colour. */
export const settingsCheckbox = cx(checkboxBox, css({ '&[data-state=checked]': { bg: 'accent.solid', borderColor: 'accent.solid' } }));

type SettingsFlowId = 'billingSettings' | 'serviceSettings' | 'paymentSettings';
type SnapshotOf<K extends SettingsFlowId> = AppSystem[K] extends { getSnapshot(): infer S } ? S : undefined;

/**
 * What each settings section reads from its flow: the flow, its view, whether it is saving, and its refusals in the
 * reader's language.
 */
export function useSettingsFlow<
  K extends SettingsFlowId,
  View extends { status: SettingsSectionProps['status']; errors: Partial<Record<string, string>> },
>(id: K, select: (snapshot: SnapshotOf<K>) => View) {
  const { i18n } = useLingui();
  const actor = useAdminFlow(id);
  const view = useSelector(actor, select);
  return { i18n, actor, view, busy: view.status === 'saving', errors: translateErrors(i18n, view.errors) };
}

interface SettingsSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  lead: ReactNode;
  status: 'loading' | 'failed' | 'editing' | 'saving';
  /** What its failed read says: a catalogue text, translated when shown. */
  loadFailed: string;
  onRetry: () => void;
  onSave: () => void;
  /** The form's fields and buttons, drawn once the settings are read. */
  children: () => ReactNode;
}

/**
 * One section of the restaurant's settings under its details (ordering options, ways to pay, bills and tax): its
 * heading and lead, then a spinner while the settings load, the failure with 'Retry', or their form.
 */
export function SettingsSection({ id, title, lead, status, loadFailed, onRetry, onSave, children }: SettingsSectionProps) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <p className={leadText}>{lead}</p>
      <ReadStatus status={status} texts={{ loading: /*i18n*/ 'Loading...', loadFailed }} onRetry={onRetry} />
      {(status === 'editing' || status === 'saving') && (
        <FlowForm className={form} onSubmit={onSave}>
          {children()}
        </FlowForm>
      )}
    </section>
  );
}
