import type { LiveAssistant, LiveGoods } from '@/api/generated/model';
import type { SeedBase } from '../db';

/** Products offered in live broadcasts and the assistants who help run the rooms. */
export interface DemoLiveGoodsData {
  liveGoods: LiveGoods[];
  liveAssistants: LiveAssistant[];
}

export function seedLiveGoods(_now: number, _base: SeedBase): DemoLiveGoodsData {
  return { liveGoods: [], liveAssistants: [] };
}
