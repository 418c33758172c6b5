import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetSensitiveLogListQueryOptions } from '@/api/generated/endpoints/log/log';
import { prefetch } from '@/components/list/prefetch';
import { SensitiveLogPage } from '@/features/maintain/sensitive-log-page';
import { maintainListDefaults, sensitiveLogSearch } from '@/features/maintain/maintain-search';

export const Route = createFileRoute('/_authed/_permitted/maintain/sensitiveLog')({
  validateSearch: sensitiveLogSearch,
  search: { middlewares: [stripSearchParams(maintainListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetSensitiveLogListQueryOptions(deps)),
  staticData: { title: '敏感操作日志' },
  component: SensitiveLogPage,
});
