import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { watchUncaughtErrors } from './lib/error-log';
import './app.css';

async function boot() {
  watchUncaughtErrors();
  // Replaced at build time: a production build without the demo backend has no mock code at all.
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    const [{ startDemoBackend, demoPaths }, { DemoPanel }] = await Promise.all([import('./mocks/browser'), import('./mocks/demo-panel')]);
    const controls = await startDemoBackend();
    const host = document.createElement('div');
    document.body.append(host);
    if (controls) createRoot(host).render(<DemoPanel controls={controls} paths={demoPaths} />);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
