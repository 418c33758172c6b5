import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { pickPicture, type PageUser } from '@/test/page';

/**
 * 更换商品图 of a live-goods row or dialog: picks the first picture of the library not chosen yet, and
 * answers its address once the row's preview shows it.
 */
export async function changePicture(user: PageUser, scope: ReturnType<typeof within>) {
  await user.click(scope.getByRole('button', { name: '更换商品图' }));
  const address = await pickPicture(user);
  await waitFor(() => expect(scope.getByRole('img', { name: '商品图预览' }).getAttribute('src')).toBe(address));
  return address;
}
