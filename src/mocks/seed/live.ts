import type { SeedBase } from '../db';

/** Live rooms (the goods and assistants they use are in live-goods.ts). */
export interface DemoLiveData {}

export function seedLive(_now: number, _base: SeedBase): DemoLiveData {
  return {};
}
