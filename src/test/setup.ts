import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { server } from '@/mocks/node';
import { resetDb } from '@/mocks/db';
import { clearMessages } from '@/lib/message';
import { clearSession } from '@/lib/session';
import { takeViolations, watchContract } from './contract';

// jsdom lacks scrollTo, which the router's scroll restoration calls.
window.scrollTo = () => {};

watchContract(server);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(async () => {
  cleanup();
  const violations = await takeViolations();
  server.resetHandlers();
  clearSession();
  window.localStorage.clear();
  clearMessages();
  await resetDb();
  if (violations.length > 0) throw new Error(`API contract violated:\n${violations.join('\n')}`);
});

afterAll(() => server.close());
