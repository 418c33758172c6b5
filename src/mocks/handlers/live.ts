import type { HttpHandler } from 'msw';

export const liveHandlers: HttpHandler[] = [];
