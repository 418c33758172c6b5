import { deleteProductRule, saveProductRule, updateProductRule } from '@/api/generated/endpoints/product-rule/product-rule';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';

const VALUE = JSON.stringify([{ value: '规格', detail: ['1kg'] }]);

/** The demo backend's spec templates in the console's own wire. */
describe('the demo backend of 商品规格', () => {
  beforeEach(() => switchRole('admin'));

  it('takes names of 20 characters at most, as the spec says, each name once', async () => {
    await saveProductRule({ ruleName: '规'.repeat(20), ruleValue: VALUE });
    expect(getDb().rules.at(-1)?.ruleName).toBe('规'.repeat(20));
    await expect(saveProductRule({ ruleName: '规'.repeat(21), ruleValue: VALUE }, { silent: true })).rejects.toMatchObject({ code: 400, message: '规格名称长度不能超过20个字符' });
    await expect(saveProductRule({ ruleName: '茶叶规格', ruleValue: VALUE }, { silent: true })).rejects.toMatchObject({ code: 6601, message: '商品规格值已经存在' });
  });

  it('answers 6602 for a template that is not there', async () => {
    await expect(updateProductRule({ id: 98_765, ruleName: '新规格', ruleValue: VALUE }, { silent: true })).rejects.toMatchObject({ code: 6602, message: '商品规格值不存在' });
    await expect(deleteProductRule(98_765, { silent: true })).rejects.toMatchObject({ code: 6602 });
  });
});
