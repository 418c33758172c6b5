import { setupServer } from 'msw/node';
import { demoBackend } from './handlers';

/** The same demo backend for vitest. */
export const server = setupServer(...demoBackend);
