import type { HttpHandler } from 'msw';

/** The store's employees of the mobile console (员工管理). */
export const employeeHandlers: HttpHandler[] = [];
