import { StrictMode } from 'react';
import { Router } from 'wouter';
import { LocaleProvider } from '../i18n/locale-context';
import { DocumentTitleSink } from '../ui/page-layout';
import { App } from './app';
import { type AppActor, AppActorProvider } from './app-actor';

interface RootProps {
  actor: AppActor;
  /** The server's request path and query (src/ssr/entry-server.tsx); the browser's location when left out. */
  ssrPath?: string;
  ssrSearch?: string;
  /** The server hears the page's title here. */
  onTitle?: (title: string) => void;
}

/**
 * The whole tree, the same on the server and in the browser: a server-rendered page is hydrated by exactly the
 * components that made it, or React's ids (useId) and markup would not match.
 */
export function Root({ actor, ssrPath, ssrSearch, onTitle }: RootProps) {
  return (
    <StrictMode>
      <LocaleProvider>
        <AppActorProvider actor={actor}>
          <Router {...(ssrPath === undefined ? {} : { ssrPath, ssrSearch })}>
            <DocumentTitleSink value={onTitle ?? null}>
              <App />
            </DocumentTitleSink>
          </Router>
        </AppActorProvider>
      </LocaleProvider>
    </StrictMode>
  );
}
