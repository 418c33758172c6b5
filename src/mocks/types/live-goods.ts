import type { LiveAssistant, LiveGoods } from '@/api/generated/model';

/** A live goods item as the demo backend keeps it. */
export interface DemoLiveGoods extends LiveGoods {
  /** When the demo platform (status 1) or WeChat (status 2) decides its review (ms); absent: it waits. */
  reviewAt?: number;
}

/** Products offered in live broadcasts and the assistants who help run the rooms. */
export interface DemoLiveGoodsData {
  liveGoods: DemoLiveGoods[];
  liveAssistants: LiveAssistant[];
}
