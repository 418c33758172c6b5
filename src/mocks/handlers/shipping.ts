import type { HttpHandler } from 'msw';

export const shippingHandlers: HttpHandler[] = [];
