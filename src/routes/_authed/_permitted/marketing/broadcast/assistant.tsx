import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetLiveAssistantListQueryOptions } from '@/api/generated/endpoints/live-assistant/live-assistant';
import { prefetch } from '@/components/list/prefetch';
import { AssistantPage } from '@/features/broadcast/pages/assistant-page';
import { assistantDefaults, assistantParams, assistantSearch } from '@/features/broadcast/model/assistant-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/broadcast/assistant')({
  validateSearch: assistantSearch,
  search: { middlewares: [stripSearchParams(assistantDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetLiveAssistantListQueryOptions(assistantParams(deps))),
  staticData: { title: '直播助手' },
  component: AssistantPage,
});
