import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { schemaModules } from '@/api/operations.gen';
import { server } from '@/mocks/node';
import { resetDb } from '@/mocks/db';
import { connectHttp } from '@/lib/http-hooks';
import { clearMessages } from '@/lib/message';
import { clearSession } from '@/lib/session';
import { takeViolations, watchContract, writeExercised } from './contract';
import { stopRecordingRequests } from './requests';

// jsdom lacks scrollTo, which the router's scroll restoration calls.
window.scrollTo = () => {};
// jsdom draws nothing; components check for a 2d context and fall back (jsdom would log that canvas is missing).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// jsdom has no matchMedia; answer width queries from innerWidth (1024 by default: a desktop).
window.matchMedia = (query: string) => {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return {
    matches: max ? window.innerWidth <= Number(max[1]) : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
};

watchContract(server);
// The HTTP client as the page wires it at start-up (main.tsx): the session's token, the console's messages.
connectHttp();

beforeAll(async () => {
  // The demo backend loads its schemas when a call first needs them; here that is a transform of a module,
  // which a test waiting a second for a dialog's data would count. Loaded once per worker, before any test.
  await Promise.all(Object.values(schemaModules).map((load) => load()));
  await resetDb();
  server.listen({ onUnhandledFrame: 'error' });
});

afterEach(async () => {
  cleanup();
  const violations = await takeViolations();
  stopRecordingRequests();
  server.resetHandlers();
  clearSession();
  window.localStorage.clear();
  clearMessages();
  await resetDb();
  if (violations.length > 0) throw new Error(`API contract violated:\n${violations.join('\n')}`);
});

afterAll(() => {
  server.close();
  writeExercised(`vitest-${process.pid}`);
});
