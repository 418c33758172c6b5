export * from './auth/auth';
export * from './file/file';
export * from './user/user';
