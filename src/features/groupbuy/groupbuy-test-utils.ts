import { seeded } from '@/test/demo-data';

/** What the group-buy pages' tests share about the seeded activities and products (not a test file itself). */

export const activityNamed = (name: string) => seeded('groupActivities', (a) => a.groupName === name, `group activity ${name}`);

export const productNamed = (name: string) => seeded('products', (p) => p.name === name, `product ${name}`);
