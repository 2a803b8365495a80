import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useResource } from '../app/app-actor';
import { ClosedBanner } from './closed-banner';
import { PausedBanner } from './paused-banner';
import { useHydrated } from '../lib/hydration';
import { FALLBACK_RESTAURANT_NAME } from '../lib/restaurant';
import { Navbar } from './navbar';
import { onApproach } from './on-approach';

const page = css({ display: 'flex', flexDirection: 'column', minH: 'dvh' });
const main = css({ flex: '1', outline: 'none' });
// The footer starts below the first screen whatever the page holds: it never jumps down in view when a lazily
// loaded page or its data arrives (Lighthouse counted that jump as a 0.75 layout shift on /meal/{id}).
const mainAboveFooter = css({ minH: 'dvh' });

// As the footer is always below the first screen, it loads as the reader nears it; the stand-in is about its height.
const footerStandIn = css({ bg: 'bg.inverse', minH: { base: '[40rem]', md: '[24rem]' } });
const Footer = onApproach(() => import('./footer').then((part) => ({ default: part.Footer })), footerStandIn);

/**
 * Told the page's title as it is drawn: the server writes it into the page's `<title>` (src/ssr/entry-server.tsx),
 * where the browser sets it in an effect.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

interface PageLayoutProps {
  /** The page's name for the browser tab; the home page has none and shows the restaurant's. */
  title?: string;
  /** Only some pages have the footer (docs/rules/screens.md#footer): home has it, /menu does not. */
  footer?: boolean;
  children: ReactNode;
}

/** Navigation bar, the page's content, and the footer where the page has one. */
export function PageLayout({ title, footer = false, children }: PageLayoutProps) {
  const name = useResource('restaurant').data?.name ?? FALLBACK_RESTAURANT_NAME;
  const documentTitle = title ? `${title} · ${name}` : name;
  useContext(DocumentTitleSink)?.(documentTitle);
  useHydrated();
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className={page}>
      <Navbar />
      <ClosedBanner />
      <PausedBanner />
      <main id="main" tabIndex={-1} className={footer ? cx(main, mainAboveFooter) : main}>
        {children}
      </main>
      {footer && <Footer />}
    </div>
  );
}
