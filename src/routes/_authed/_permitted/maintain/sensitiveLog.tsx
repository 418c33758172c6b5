import { createFileRoute } from '@tanstack/react-router';
import { SensitiveLogPage } from '@/features/maintain/sensitive-log-page';

export const Route = createFileRoute('/_authed/_permitted/maintain/sensitiveLog')({
  staticData: { title: '敏感操作日志' },
  component: SensitiveLogPage,
});
