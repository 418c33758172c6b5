import { answerFor, PROFILES } from '@/test/random-answers';
import { openedFromRows, SEED, walkPages } from '@/test/random-walk';

const MIN_OPENED = 30;

// The pages on orval's own random answers: lists of a few rows, short texts, optional fields now and then.
describe('typical random answers', () => {
  walkPages('typical');

  // Runs after the walk (a file's tests run in order): it pressed the first row's 详情, 编辑, 发货… on the lists that had them.
  it(`opened what at least ${MIN_OPENED} lists' first rows offer`, () => {
    expect(openedFromRows.length).toBeGreaterThanOrEqual(MIN_OPENED);
  });
});

it.each(PROFILES)('answers the same for the same seed (%s)', (profile) => {
  expect(answerFor('getProductList', profile, SEED)).toEqual(answerFor('getProductList', profile, SEED));
});

// 'empty' may come out the same under two seeds: it keeps little of orval's answer (no row, no optional field).
it.each(['typical', 'extreme'] as const)('answers otherwise for another seed (%s)', (profile) => {
  expect(answerFor('getProductList', profile, SEED)).not.toEqual(answerFor('getProductList', profile, `${SEED} other`));
});
