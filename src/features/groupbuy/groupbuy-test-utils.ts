import { screen } from '@testing-library/react';
import { seeded } from '@/test/demo-data';
import { openPage } from '@/test/page';

/** What the group-buy pages' tests share about the seeded activities and products (not a test file itself). */

export const activityNamed = (name: string) => seeded('groupActivities', (a) => a.groupName === name, `group activity ${name}`);

export const productNamed = (name: string) => seeded('products', (p) => p.name === name, `product ${name}`);

/** Opens a page of the console once its heading shows. */
export const open = (path: string, heading: string) => openPage(path, () => screen.findByRole('heading', { name: heading }, { timeout: 8000 }));
export type User = Awaited<ReturnType<typeof open>>['user'];

/** The products table of the activity form. */
export const goods = () => screen.getByRole('table', { name: '拼团商品' });

/** Clears a box and types into it (nothing for an empty text). */
export async function retype(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}
