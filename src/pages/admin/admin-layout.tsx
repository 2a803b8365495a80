import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Link, useRoute } from 'wouter';
import { container } from '../../components/layout';
import { PageLayout } from '../../components/page-layout';

/** The admin's meal screens and the Order List; the full admin navbar (spec §2) comes with its own issue. */
const ADMIN_LINKS = [
  { label: 'Add Meal', href: '/add-meal' },
  { label: 'Category', href: '/category' },
  { label: 'Meal List', href: '/meal-list' },
  { label: 'Order List', href: '/orders' },
] as const;

const subnav = css({
  display: 'flex',
  gap: '1',
  overflowX: 'auto',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  mb: '6',
});
const subnavLink = css({
  px: '4',
  py: '3',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  textDecoration: 'none',
  _hover: { color: 'fg.default' },
  '&[aria-current=page]': { color: 'accent.text', borderColor: 'accent.solid' },
});
const heading = css({ fontFamily: 'display', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '5' });

function SubnavLink({ label, href }: { label: string; href: string }) {
  const [current] = useRoute(href);
  return (
    <Link href={href} className={subnavLink} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}

/** An admin screen: the site's navbar, the meal admin links, the screen's title and content. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageLayout title={title}>
      <div className={cx(container, css({ py: { base: '6', md: '10' } }))}>
        <nav aria-label="Meal admin" className={subnav}>
          {ADMIN_LINKS.map((link) => (
            <SubnavLink key={link.href} {...link} />
          ))}
        </nav>
        <h1 className={heading}>{title}</h1>
        {children}
      </div>
    </PageLayout>
  );
}
