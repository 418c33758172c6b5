import type { HttpHandler } from 'msw';

export const financeHandlers: HttpHandler[] = [];
