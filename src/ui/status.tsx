import { useLingui } from '../i18n/use-lingui';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { RetryIcon } from './icons';

const spinnerBox = css({ display: 'grid', placeItems: 'center', gap: '3', py: '16', color: 'fg.muted' });
const spinner = css({
  w: '10',
  h: '10',
  borderRadius: 'full',
  borderWidth: '4px',
  borderColor: 'border.default',
  borderTopColor: 'accent.solid',
  animation: 'spin',
});

/** A loading indicator that also says what is loading. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className={spinnerBox}>
      <span className={spinner} aria-hidden="true" />
      <span className={css({ fontSize: 'sm' })}>{label}</span>
    </div>
  );
}

const errorBox = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  py: '10',
  px: '6',
  textAlign: 'center',
  bg: 'nonVeg.subtle',
  color: 'nonVeg.text',
  borderRadius: 'xl',
  fontWeight: 'medium',
});

/** A failed read: what failed, in the spec's words, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className={errorBox}>
      <p>{message}</p>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onRetry}>
        <RetryIcon />
        {i18n._('Try again')}
      </button>
    </div>
  );
}

/** What a read says while under way and once failed: catalogue texts (marked where written), translated when shown. */
export interface ReadTexts {
  loading: string;
  loadFailed: string;
}

interface ReadStatusProps {
  /** The read's state; anything but 'loading' and 'failed' draws nothing. */
  status: string;
  texts: ReadTexts;
  onRetry: () => void;
}

/** A read under way (the spinner) or failed (the failure and 'Try again'); nothing once it has answered. */
export function ReadStatus({ status, texts, onRetry }: ReadStatusProps) {
  const { i18n } = useLingui();
  if (status === 'loading') return <Spinner label={i18n._(texts.loading)} />;
  if (status === 'failed') return <LoadError message={i18n._(texts.loadFailed)} onRetry={onRetry} />;
  return null;
}
