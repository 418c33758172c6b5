import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/shell/home-page';

export const Route = createFileRoute('/_authed/_permitted/dashboard')({
  staticData: { title: '主页' },
  component: HomePage,
});
