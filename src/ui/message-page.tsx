import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Link } from 'wouter';
import { container } from './layout';
import { PageLayout } from './page-layout';

const wrap = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '5',
  minH: '[60dvh]',
  py: { base: '16', md: '24' },
  textAlign: 'center',
});
const heading = css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold' });
const text = css({ maxW: 'md', color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } });

interface MessagePageProps {
  title: string;
  art: ReactNode;
  heading: string;
  text?: string;
  action: { label: string; href: string };
}

/** A page that only says something: 404, a feature still to come. */
export function MessagePage({ title, art, heading: headingText, text: body, action }: MessagePageProps) {
  return (
    <PageLayout title={title}>
      <div className={`${container} ${wrap}`}>
        {art}
        <h1 className={heading}>{headingText}</h1>
        {body && <p className={text}>{body}</p>}
        <Link href={action.href} className={button({ size: 'lg' })}>
          {action.label}
        </Link>
      </div>
    </PageLayout>
  );
}
