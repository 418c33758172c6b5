import { createRoot } from 'react-dom/client';
import { createApp, Root } from './app';
import { waitForBackend } from './api/http';
import { watchUncaughtErrors } from './lib/error-log';
import { connectHttp } from './lib/http-hooks';
import { firstScreen } from './lib/first-screen';
import './app.css';

/** The built-in demo backend (demo builds only): it starts behind the console's first screen (lib/first-screen), whose calls wait for it. */
async function startDemo() {
  await firstScreen;
  const [{ startDemoBackend, demoPaths }, { DemoPanel }] = await Promise.all([import('./mocks/browser'), import('./mocks/demo-panel')]);
  const controls = await startDemoBackend();
  const host = document.createElement('div');
  document.body.append(host);
  if (controls) createRoot(host).render(<DemoPanel controls={controls} paths={demoPaths} />);
}

watchUncaughtErrors();
connectHttp();
// Replaced at build time: a production build without the demo backend has no mock code at all.
if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
  const started = startDemo();
  started.catch((error: unknown) => console.error('The demo backend did not start:', error));
  waitForBackend(started);
}
createRoot(document.getElementById('root')!).render(<Root app={createApp()} />);
