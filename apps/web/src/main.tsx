import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { whenLoadedAndIdle } from './lib/after-load';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// the page's own chunk first (the served HTML preloads it): the first render then shows the page, not a skeleton pass before it
void preloadPage(window.location.pathname).then(() =>
  // a transition renders in slices that yield to the browser (the shell stays responsive meanwhile)
  // instead of one long task: on a slow phone that is most of the blocking time
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppProviders>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>,
    );
  }),
);

// the service worker and the offline notice (src/pwa): once the page has loaded and the browser is idle, so
// neither their chunk nor the worker's registration lands in a task of the first render
if (import.meta.env.PROD) whenLoadedAndIdle(() => void import('./pwa').then((pwa) => pwa.start()));
