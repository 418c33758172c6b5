import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same demo backend for vitest. */
export const server = setupServer(...handlers);
