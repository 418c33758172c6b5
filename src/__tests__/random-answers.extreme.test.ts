import { walkPages } from '@/test/random-walk';

// The pages on the most the contract allows: long lists, texts at their longest, numbers at their largest.
describe('extreme random answers', () => {
  walkPages('extreme');
});
