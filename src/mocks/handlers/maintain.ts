import type { HttpHandler } from 'msw';

export const maintainHandlers: HttpHandler[] = [];
