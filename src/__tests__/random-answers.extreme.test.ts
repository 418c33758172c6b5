import { openedFromRows, walkPages } from '@/test/random-walk';

const MIN_OPENED = 30;

// The pages on the most the contract allows: long lists, texts at their longest, numbers at their largest.
describe('extreme random answers', () => {
  walkPages('extreme');

  // Runs after the walk (a file's tests run in order): it pressed the first row's 详情, 编辑, 发货… on the lists that had them.
  it(`opened what at least ${MIN_OPENED} lists' first rows offer`, () => {
    expect(openedFromRows.length).toBeGreaterThanOrEqual(MIN_OPENED);
  });
});
