import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from '../layout';
import { PageLayout } from '../page-layout';

const heading = css({ fontFamily: 'display', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '5' });

/**
 * An admin screen: the navbar (the admin navbar of docs/rules/screens.md#navigation-bar here), the screen's title and
 * content.
 */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageLayout title={title}>
      <div className={cx(container, css({ py: { base: '6', md: '10' } }))}>
        <h1 className={heading}>{title}</h1>
        {children}
      </div>
    </PageLayout>
  );
}
