import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppActorProvider } from './app/app-actor';
import { startApp } from './app/logic';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppActorProvider actor={startApp()}>
      <App />
    </AppActorProvider>
  </StrictMode>,
);
