import { ADD_ROWS_MAX } from '@/features/cdkey/model/secret-schema';
import { INTRO_MAX } from '@/features/product/form/form-model';
import { RULE_NAME_MAX } from '@/features/product/shared/attr-dialog';
import { AMOUNT_MAX } from '@/features/shipping/freight-form-model';
import { contractLimit } from '@/test/write-operations';

// The forms check what the backend will check, with the same limits, before anything is sent (issue 22).
// A form takes each limit from the generated zod schemas (src/api/generated-zod), so it cannot drift from the
// contract; the sign-in form keeps its own copy for its budget, checked by login-form-schema.test.ts. What is
// left to check here: the limits a form sets tighter on purpose, and one the contract states as a pattern only.
type Row = [form: string, limit: number, operation: string, path: string, bound: Parameters<typeof contractLimit>[2]];

// Read off the pattern of the amount's text (`\d{1,8}`); the contract's number form states the maximum.
const readOffPattern: Row[] = [
  ['运费', AMOUNT_MAX, 'saveShippingTemplate', 'shippingTemplatesRegionRequestList[].firstPrice', 'maximum'],
  ['续件运费', AMOUNT_MAX, 'saveShippingTemplate', 'shippingTemplatesRegionRequestList[].renewalPrice', 'maximum'],
  ['包邮金额', AMOUNT_MAX, 'saveShippingTemplate', 'shippingTemplatesFreeRequestList[].price', 'maximum'],
  ['首件', AMOUNT_MAX, 'saveShippingTemplate', 'shippingTemplatesRegionRequestList[].first', 'maximum'],
];

// Tighter on purpose: the reference's page allows less than its backend.
const tighter: Row[] = [
  ['商品简介 (250 on the reference page)', INTRO_MAX, 'saveProduct', 'intro', 'maxLength'],
  ['卡密 rows added at once', ADD_ROWS_MAX, 'saveCardSecrets', 'csList', 'maxItems'],
  ['规格名称 (20 in the spec; the reference backend takes 32)', RULE_NAME_MAX, 'saveProductRule', 'ruleName', 'maxLength'],
];

describe('the forms check the limits the backend checks', () => {
  it.each(readOffPattern)('%s: %d, as the contract', (_, limit, operation, path, bound) => {
    expect(limit).toBe(contractLimit(operation, path, bound));
  });

  it.each(tighter)('%s: %d, within the contract', (_, limit, operation, path, bound) => {
    const contract = contractLimit(operation, path, bound);
    expect(bound.startsWith('max') ? limit <= contract : limit >= contract).toBe(true);
  });
});
