import { createFileRoute } from '@tanstack/react-router';
import { guardSession } from '@/features/auth/guard';
import { ConsoleLayout } from '@/features/shell/console-layout';

export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location, preload }) => guardSession(location, preload),
  component: ConsoleLayout,
});
