import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppActorProvider } from './app/app-actor';
import { startApp } from './app/logic';
import { startLanguage } from './i18n/boot';
import { LocaleProvider } from './i18n/locale-context';
import './index.css';

startLanguage();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LocaleProvider>
      <AppActorProvider actor={startApp()}>
        <App />
      </AppActorProvider>
    </LocaleProvider>
  </StrictMode>,
);
