import type { HttpHandler } from 'msw';

export const storeHandlers: HttpHandler[] = [];
