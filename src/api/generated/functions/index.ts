export * from './auth/auth';
export * from './file/file';
export * from './material/material';
export * from './statistics/statistics';
export * from './user/user';
