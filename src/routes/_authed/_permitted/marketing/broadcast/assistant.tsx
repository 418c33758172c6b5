import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AssistantPage } from '@/features/broadcast/assistant-page';
import { assistantDefaults, assistantSearch } from '@/features/broadcast/assistant-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/broadcast/assistant')({
  validateSearch: assistantSearch,
  search: { middlewares: [stripSearchParams(assistantDefaults)] },
  staticData: { title: '直播助手' },
  component: AssistantPage,
});
