import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { whenLoadedAndIdle } from './lib/after-load';
import { loadLocalStorage } from './lib/local-storage';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/** Resolves in a later task, so the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React DOM's set-up runs in a task after this one, and the page's chunk in a third: one module graph
// evaluates in one task, and React DOM's on top of the app's made the longest task of a phone's first load
// (issue 12: blocking time). Its chunk is already here (a static import of this entry, see vite.config.ts).
// Local storage loads in a task before them: its first read waits on the browser (see loadLocalStorage).
void nextTask()
  .then(loadLocalStorage)
  .then(nextTask)
  .then(() => import('react-dom/client'))
  .then(async ({ createRoot }) => {
    await nextTask();
    // the page's own chunk before the first render (the served HTML preloads it): the first render then shows
    // the page, not a skeleton pass before it
    await preloadPage(window.location.pathname);
    // a transition renders in slices that yield to the browser (the shell stays responsive meanwhile)
    // instead of one long task: on a slow phone that is most of the blocking time
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <BrowserRouter>
            <AppProviders>
              <AppRoutes />
            </AppProviders>
          </BrowserRouter>
        </StrictMode>,
      );
    });
  });

// the service worker and the offline notice (src/pwa): once the page has loaded and the browser is idle, so
// neither their chunk nor the worker's registration lands in a task of the first render
if (import.meta.env.PROD) whenLoadedAndIdle(() => void import('./pwa').then((pwa) => pwa.start()));
