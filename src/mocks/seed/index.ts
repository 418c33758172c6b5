// The demo store as it starts (and after a reset): every area's seed, built on the records before it.
import { seedBase } from './base';
import { seedStore } from './store';
import { seedFinance } from './finance';
import { seedShipping } from './shipping';
import { seedRoles } from './roles';
import { seedMaintain } from './maintain';
import { seedLive } from './live';
import { seedLiveGoods } from './live-goods';
import { seedVideo } from './video';
import { seedCardSecrets } from './cdkey';
import { seedEmployees } from './employees';
import type { DemoDb } from '../types/db';

export function createSeed(now = Date.now()): DemoDb {
  const base = seedBase(now);
  return {
    ...base,
    ...seedStore(now, base),
    ...seedFinance(now, base),
    ...seedShipping(now, base),
    ...seedRoles(now, base),
    ...seedMaintain(now, base),
    ...seedLiveGoods(now, base),
    ...seedLive(now, base),
    ...seedVideo(now, base),
    ...seedCardSecrets(now, base),
    ...seedEmployees(now, base),
  };
}

