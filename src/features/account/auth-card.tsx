import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { container } from '../../ui/layout';
import { PageLayout } from '../../ui/page-layout';

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

/** Shared form classes of the account screens. */
export const formStack = css({ display: 'grid', gap: '4' });
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
