import { SSR_STATE_ID } from '#shared/page-render.ts';
import type { SsrState } from '#web/app/ssr-state.ts';
import { nextTask } from '#web/lib/next-task.ts';
import './styles.css';

function readServerState(): { container: HTMLElement; state: SsrState } {
  const container = document.getElementById('root');
  const stateScript = document.getElementById(SSR_STATE_ID);
  if (!container || !stateScript?.textContent) {
    throw new Error('The page must be rendered by the CareNest server (#root and #ssr-state)');
  }
  return { container, state: JSON.parse(stateScript.textContent) as SsrState };
}

/**
 * The app starts in stages, each evaluated in a task of its own: React, then the router, the
 * query cache and the app's shell, then the page's own code. One module graph would be one long
 * task the browser cannot interrupt to paint or to take a tap (docs/decisions/039).
 */
async function start() {
  const { container, state } = readServerState();
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('#web/app/client-app.tsx');
  await nextTask();
  await startApp(container, state, hydrateRoot);
}

void start();
