import type { HttpHandler } from 'msw';

/** Card-secret libraries and their card secrets (卡密管理). */
export const cdkeyHandlers: HttpHandler[] = [];
