export * from './auth/auth.zod';
export * from './user/user.zod';
