import type { HttpHandler } from 'msw';

export const liveGoodsHandlers: HttpHandler[] = [];
