import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SensitiveLogPage } from '@/features/maintain/sensitive-log-page';
import { maintainListDefaults, sensitiveLogSearch } from '@/features/maintain/maintain-search';

export const Route = createFileRoute('/_authed/_permitted/maintain/sensitiveLog')({
  validateSearch: sensitiveLogSearch,
  search: { middlewares: [stripSearchParams(maintainListDefaults)] },
  staticData: { title: '敏感操作日志' },
  component: SensitiveLogPage,
});
