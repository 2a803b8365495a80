import { useLingui } from '../../i18n/use-lingui';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { RichText } from '../../i18n/rich-text';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { TextField } from '../../ui/form-field';
import { container } from '../../ui/layout';
import { PageLayout } from '../../ui/page-layout';
import '../../i18n/contract-english';
import { FlowForm, formStack, SubmitButton } from './flow-form';
import './english';

const wrap = css({ display: 'grid', placeItems: 'center', py: { base: '8', md: '16' } });
const card = css({
  w: 'full',
  maxW: 'md',
  bg: 'bg.surface',
  borderRadius: '2xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  boxShadow: 'card',
  p: { base: '6', md: '8' },
  display: 'grid',
  gap: '6',
});
const heading = css({ fontFamily: 'display', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' });
const lead = css({ color: 'fg.muted', mt: '1' });
const foot = css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' });

/** A link under an account screen's card ('Back to Profile', 'Back to Login', a footer sentence's link). */
export const textLink = css({ color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline' });

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** An account screen: one card in the middle of the page with its heading, form and a way elsewhere. */
export function AuthCard({ title, lead: leadText, footer, children }: AuthCardProps) {
  return (
    <PageLayout title={title}>
      <div className={`${container} ${wrap}`}>
        <section className={card} aria-labelledby="auth-card-title">
          <header>
            <h1 id="auth-card-title" className={heading}>
              {title}
            </h1>
            {leadText && <p className={lead}>{leadText}</p>}
          </header>
          {children}
          {footer && <div className={foot}>{footer}</div>}
        </section>
      </div>
    </PageLayout>
  );
}

interface AuthFormProps {
  /** What the button says, and what it says while the form is being sent. */
  action: string;
  busyAction: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * An account screen's form: its fields, then the one button that sends it. The browser's own checks are off
 * (`noValidate`): the flow shows the docs/rules/validation.md#validation-rules texts instead.
 */
export function AuthForm({ action, busyAction, busy, onSubmit, children }: AuthFormProps) {
  return (
    <FlowForm className={formStack} onSubmit={onSubmit}>
      {children}
      <SubmitButton label={action} busyLabel={busyAction} busy={busy} />
    </FlowForm>
  );
}

interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The 10-digit Nepali mobile number an account is known by, with the number keypad on a phone. */
export function PhoneField({ error, ...props }: PhoneFieldProps) {
  const { i18n } = useLingui();
  return (
    <TextField
      label={i18n._('Phone Number')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={i18n._('98XXXXXXXX')}
      // The contract's English text, shown in the reader's language.
      error={error && i18n._(error)}
      {...props}
    />
  );
}

/** A footer's sentence whose marked part (`<0>…</0>`) links to the other account screen. */
export function LinkedText({ id, href }: { id: string; href: string }) {
  return <RichText id={id} components={{ 0: <Link href={href} className={textLink} /> }} />;
}

/** What an account form's field is drawn with: its value, its change, its rule's text (in English). */
export interface BoundField {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** Ties each field of an account form to the flow: the value and error it shows, and the change it sends. */
export const bindFields =
  <F extends string>(values: Record<F, string>, errors: FieldErrors<F>, change: (field: F, value: string) => void) =>
  (field: F): BoundField => ({ value: values[field], onChange: (value) => change(field, value), error: errors[field] });

export function BackToLogin() {
  const { i18n } = useLingui();
  return (
    <Link href="/login" className={textLink}>
      {i18n._('Back to Login')}
    </Link>
  );
}
