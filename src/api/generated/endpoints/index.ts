export * from './auth/auth';
export * from './user/user';
