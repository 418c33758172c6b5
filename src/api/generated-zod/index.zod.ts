export * from './auth/auth.zod';
export * from './file/file.zod';
export * from './material/material.zod';
export * from './statistics/statistics.zod';
export * from './user/user.zod';
