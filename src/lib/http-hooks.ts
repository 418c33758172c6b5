import { setHttpHooks } from '@/api/http';
import { message } from './message';
import { getToken } from './session-cookies';

/**
 * Gives the HTTP client (src/api) the session's token and the console's messages. The client imports
 * nothing of lib/: lib/ builds on it (the session loads through it), and the two would load each other.
 * Run once when the page starts (main.tsx) and when the tests start (test/setup.ts).
 */
export function connectHttp() {
  setHttpHooks({ token: getToken, notify: (kind, text) => message[kind](text) });
}
