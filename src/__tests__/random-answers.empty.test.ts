import { walkPages } from '@/test/random-walk';

// The pages on the least the contract allows: empty lists and texts, optional fields absent, nullable ones null.
describe('empty random answers', () => {
  walkPages('empty');
});
