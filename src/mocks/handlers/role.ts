import type { HttpHandler } from 'msw';

export const roleHandlers: HttpHandler[] = [];
