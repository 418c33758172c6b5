import { faultHandler } from './lib';
import { authHandlers } from './handlers/auth';
import { userHandlers } from './handlers/user';
import { statisticsHandlers } from './handlers/statistics';
import { materialHandlers } from './handlers/material';

/** Every handler of the demo backend; the fault handler runs first. */
export const handlers = [faultHandler, ...authHandlers, ...userHandlers, ...statisticsHandlers, ...materialHandlers];
