import {
  batchDeleteCardSecrets,
  deleteCardSecret,
  deleteCdkeyLibrary,
  getCardSecretList,
  getCdkeyLibraryList,
  importCardSecrets,
  saveCardSecrets,
  saveCdkeyLibrary,
  updateCardSecret,
  updateCdkeyLibrary,
} from '@/api/generated/functions/cdkey/cdkey';
import { getCdkeyUnrelatedList } from '@/api/generated/functions/product-category/product-category';
import { switchRole } from '@/lib/session';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { buildXlsx } from '@/lib/xlsx';
import { getDb } from '@/mocks/db';

const PHONE = 1;
const VIDEO = 2;
const GAME = 3;

const secretsOf = (libraryId: number) => getDb().cardSecrets.filter((s) => s.libraryId === libraryId);
const workbook = (rows: ReadonlyArray<ReadonlyArray<string | number>>, name = '卡密.xlsx') => new File([buildXlsx('卡密', rows)], name);
/** The card-secret product selling from the 话费 library. */
function phoneProduct() {
  const found = getDb().products.find((p) => p.name === '全国话费充值卡100元');
  if (!found) throw new Error('no card-secret product');
  return found;
}
const importInto = (libraryId: number, file: File) => importCardSecrets({ file }, { libraryId }, { silent: true });

describe('the demo backend of card-secret libraries', () => {
  beforeEach(() => switchRole('admin'));

  it('counts each library from its card secrets and names the product SKU a bound one serves', async () => {
    const { list, total } = await getCdkeyLibraryList({ page: 1, limit: 15 });
    expect(total).toBe(5);
    expect(list.map((l) => l.id)).toEqual([5, 4, 3, 2, 1]);
    const phone = list.find((l) => l.id === PHONE);
    // A library a product sells from has that SKU's stock left.
    const phoneStock = getDb().products.find((p) => p.name === '全国话费充值卡100元')?.attrValue[0].stock ?? -1;
    expect(phone).toMatchObject({ name: '话费充值卡100元', usedNum: 36, totalNum: phoneStock + 36, productName: '全国话费充值卡100元', productAttrValueName: '默认' });
    expect(list.find((l) => l.id === GAME)).toMatchObject({ usedNum: 15, totalNum: 60, productName: '', productAttrValueName: '' });
    expect(list.find((l) => l.id === 5)).toMatchObject({ usedNum: 30, totalNum: 30 });

    const byProduct = await getCdkeyLibraryList({ page: 1, limit: 15, productName: '视频' });
    expect(byProduct.list.map((l) => l.name)).toEqual(['视频会员月卡']);
    const byName = await getCdkeyLibraryList({ page: 1, limit: 15, name: '会员' });
    expect(byName.list.map((l) => l.name)).toEqual(['音乐会员年卡', '视频会员月卡']);
  });

  it('offers the free libraries to products with their unsold card secrets as stock, following every change', async () => {
    expect(await getCdkeyUnrelatedList()).toEqual([
      { id: 5, name: '外卖红包兑换码', stock: 0 },
      { id: 4, name: '音乐会员年卡', stock: 18 },
      { id: GAME, name: '游戏点卡50元', stock: 45 },
    ]);
    await saveCardSecrets({ libraryId: GAME, csList: [{ cardNumber: 'G50-NEW-1', secretNum: 'S1' }, { cardNumber: 'G50-NEW-2', secretNum: 'S2' }] });
    const sold = secretsOf(GAME).find((s) => !s.isUse);
    if (!sold) throw new Error('no unsold card secret');
    sold.isUse = true;
    expect((await getCdkeyUnrelatedList()).find((l) => l.id === GAME)?.stock).toBe(46);
  });

  it('adds and renames libraries with unique names, and refuses a rename without an id', async () => {
    await saveCdkeyLibrary({ name: ' 腾讯视频年卡 ', remark: '年度会员' });
    const created = getDb().cdkeyLibraries.find((l) => l.name === '腾讯视频年卡');
    expect(created).toMatchObject({ id: 6, remark: '年度会员' });
    await expect(saveCdkeyLibrary({ name: '游戏点卡50元' }, { silent: true })).rejects.toMatchObject({ message: '卡密库名称已存在', code: 400 });
    await updateCdkeyLibrary({ id: 6, name: '腾讯视频年卡（新）', remark: '' });
    expect(getDb().cdkeyLibraries.find((l) => l.id === 6)).toMatchObject({ name: '腾讯视频年卡（新）', remark: '' });
    await expect(updateCdkeyLibrary({ name: 'x' }, { silent: true })).rejects.toMatchObject({ message: '请选择要修改的卡密库' });
    await expect(updateCdkeyLibrary({ id: 99, name: 'x' }, { silent: true })).rejects.toMatchObject({ message: '商品卡密库不存在', code: 6301 });
  });

  it('deletes a library with its card secrets, one a product SKU draws on too (the SKU keeps its library and stock)', async () => {
    const product = getDb().products.find((p) => p.name === '全国话费充值卡100元')!;
    const stock = product.attrValue[0].stock;
    await deleteCdkeyLibrary(PHONE);
    expect(getDb().cdkeyLibraries.some((l) => l.id === PHONE)).toBe(false);
    expect(secretsOf(PHONE)).toEqual([]);
    expect(getDb().products.find((p) => p.id === product.id)!.attrValue[0]).toMatchObject({ cdkeyId: PHONE, stock });
    await expect(deleteCdkeyLibrary(PHONE, { silent: true })).rejects.toMatchObject({ code: 6301, message: '商品卡密库不存在' });
    await deleteCdkeyLibrary(GAME);
    expect(getDb().cdkeyLibraries.some((l) => l.id === GAME)).toBe(false);
    expect(secretsOf(GAME)).toEqual([]);
  });
});

describe('the demo backend of card secrets', () => {
  beforeEach(() => switchRole('admin'));

  it('lists a library’s card secrets unsold first, newest first', async () => {
    const unsold = secretsOf(VIDEO).filter((s) => !s.isUse).length;
    const page = await getCardSecretList({ page: 1, limit: 1000, libraryId: VIDEO });
    expect(page.total).toBe(unsold + 24);
    expect(page.list.findIndex((s) => s.isUse)).toBe(unsold);
    expect(page.list.slice(unsold).every((s) => s.isUse)).toBe(true);
    expect(page.list[0].id).toBeGreaterThan(page.list[1].id);
    expect(page.list[0]).toMatchObject({ libraryId: VIDEO, merId: 1, isDel: false });
    await expect(getCardSecretList({ page: 1, limit: 15, libraryId: 99 }, { silent: true })).rejects.toMatchObject({ code: 6301 });
  });

  it('adds several at once, refusing card numbers repeated or already in the library', async () => {
    const existing = secretsOf(GAME)[0].cardNumber;
    await expect(saveCardSecrets({ libraryId: GAME, csList: [{ cardNumber: 'A1', secretNum: '1' }, { cardNumber: 'A1', secretNum: '2' }] }, { silent: true })).rejects.toMatchObject({ message: '添加数据中有重复卡号：A1' });
    await expect(saveCardSecrets({ libraryId: GAME, csList: [{ cardNumber: existing, secretNum: '1' }] }, { silent: true })).rejects.toMatchObject({ message: `卡号重复：${existing}已在卡密库中` });
    expect(secretsOf(GAME)).toHaveLength(60);
    await saveCardSecrets({ libraryId: GAME, csList: [{ cardNumber: ' A1 ', secretNum: ' p1 ' }, { cardNumber: 'A2', secretNum: 'p2' }] });
    expect(secretsOf(GAME).slice(-2)).toMatchObject([{ cardNumber: 'A1', secretNum: 'p1', isUse: false }, { cardNumber: 'A2', secretNum: 'p2', isUse: false }]);
  });

  it('changes and deletes only unsold card secrets', async () => {
    const [sold] = secretsOf(GAME).filter((s) => s.isUse);
    const [unsold, other] = secretsOf(GAME).filter((s) => !s.isUse);
    await expect(updateCardSecret({ id: sold.id, cardNumber: 'X', secretNum: 'Y' }, { silent: true })).rejects.toMatchObject({ code: 6305, message: `商品卡密已使用：卡号 ${sold.cardNumber} 已售出，不能修改` });
    await expect(deleteCardSecret(sold.id, { silent: true })).rejects.toMatchObject({ code: 6305 });
    await expect(updateCardSecret({ id: unsold.id, cardNumber: other.cardNumber, secretNum: 'Y' }, { silent: true })).rejects.toMatchObject({ message: `卡号重复：${other.cardNumber}已在卡密库中` });
    await updateCardSecret({ id: unsold.id, cardNumber: 'NEW-CARD', secretNum: 'NEW-PWD' });
    expect(getDb().cardSecrets.find((s) => s.id === unsold.id)).toMatchObject({ cardNumber: 'NEW-CARD', secretNum: 'NEW-PWD' });
    await deleteCardSecret(unsold.id);
    expect(getDb().cardSecrets.some((s) => s.id === unsold.id)).toBe(false);
  });

  it('deletes a batch all or none', async () => {
    const [sold] = secretsOf(GAME).filter((s) => s.isUse);
    const unsold = secretsOf(GAME).filter((s) => !s.isUse).slice(0, 3);
    await expect(batchDeleteCardSecrets({ ids: [...unsold.map((s) => s.id), sold.id].join(',') }, { silent: true })).rejects.toMatchObject({ code: 6305, message: `商品卡密已使用：${sold.cardNumber}已售出，不能删除` });
    await expect(batchDeleteCardSecrets({ ids: `${unsold[0].id},99999` }, { silent: true })).rejects.toMatchObject({ message: '数据条目无法对应，请刷新后操作' });
    expect(secretsOf(GAME)).toHaveLength(60);
    await batchDeleteCardSecrets({ ids: unsold.map((s) => s.id).join(',') });
    expect(secretsOf(GAME)).toHaveLength(57);
  });
});

describe('the stock of a product selling from a library', () => {
  beforeEach(() => switchRole('admin'));

  it('follows the library’s unsold card secrets as they are added, imported and deleted', async () => {
    const unsold = () => secretsOf(PHONE).filter((s) => !s.isUse);
    expect(phoneProduct().attrValue[0].stock).toBe(unsold().length);
    const before = unsold().length;
    await saveCardSecrets({ libraryId: PHONE, csList: [{ cardNumber: 'NEW-1', secretNum: '1' }, { cardNumber: 'NEW-2', secretNum: '2' }] });
    expect(phoneProduct()).toMatchObject({ stock: before + 2, attrValue: [{ stock: before + 2 }] });
    await importInto(PHONE, workbook([['卡号', '密码'], ['NEW-3', '3']]));
    expect(phoneProduct().stock).toBe(before + 3);
    const [one, two, three] = unsold().toSorted((a, b) => b.id - a.id);
    await deleteCardSecret(one.id);
    await batchDeleteCardSecrets({ ids: `${two.id},${three.id}` });
    expect(phoneProduct()).toMatchObject({ stock: before, attrValue: [{ stock: before }] });
  });
});

describe('importing card secrets from a workbook', () => {
  beforeEach(() => switchRole('admin'));

  it('imports 5,000 rows read with a real spreadsheet reader, card numbers kept as written', async () => {
    const rows = Array.from({ length: 4999 }, (_, i) => [`CARD${String(i).padStart(6, '0')}`, `PWD${i}`]);
    const started = performance.now();
    await importInto(GAME, workbook([['卡号', '密码'], ...rows, ['12345678901234567890', 7]]));
    expect(performance.now() - started).toBeLessThan(5000);
    const added = secretsOf(GAME).slice(60);
    expect(added).toHaveLength(5000);
    expect(added[0]).toMatchObject({ cardNumber: 'CARD000000', secretNum: 'PWD0', isUse: false });
    // A long number typed into a cell stays exactly as written.
    expect(added.at(-1)).toMatchObject({ cardNumber: '12345678901234567890', secretNum: '7' });
    const { list } = await getCdkeyLibraryList({ page: 1, limit: 15, name: '游戏点卡' });
    expect(list[0]).toMatchObject({ totalNum: 5060, usedNum: 15 });
  });

  it('takes the columns by their titles and skips rows left empty', async () => {
    await importInto(GAME, workbook([['密码', '卡号', '备注'], ['p1', 'c1', ''], ['', '', ''], ['p2', 'c2', 'x']]));
    expect(secretsOf(GAME).slice(60).map((s) => [s.cardNumber, s.secretNum])).toEqual([['c1', 'p1'], ['c2', 'p2']]);
  });

  it.each([
    ['a file named otherwise', new File(['卡号,密码\nA,1'], '卡密.csv'), '请提交正确的excel文件：只支持 .xlsx 格式的 Excel 文件，可先下载模板再填写'],
    ['a file named .xlsx that is no zip', new File(['卡号,密码\nA,1'], '卡密.xlsx'), '请提交正确的excel文件：只支持 .xlsx 格式的 Excel 文件，可先下载模板再填写'],
    ['a zip that is no workbook', new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])], '卡密.xlsx'), '无法读取该Excel文件，文件可能已损坏；请用下载的模板重新填写后导入'],
    ['an empty sheet', workbook([]), '导入文件中没有卡密数据，请在模板的「卡号」「密码」两列下逐行填写后重新导入'],
    ['a header without rows', workbook([['卡号', '密码']]), '导入文件中没有卡密数据，请在模板的「卡号」「密码」两列下逐行填写后重新导入'],
    ['a sheet without the 密码 title', workbook([['卡号', '卡密'], ['A', '1']]), '导入文件缺少表头「密码」：第一行应依次为「卡号」「密码」，请使用下载的模板填写'],
    ['a sheet without titles', workbook([['A', '1'], ['B', '2']]), '导入文件缺少表头「卡号」「密码」：第一行应依次为「卡号」「密码」，请使用下载的模板填写'],
    ['rows lacking a card number or a password', workbook([['卡号', '密码'], ['A', '1'], ['', '2'], ['C', ''], ['', '4']]), '导入卡密文件数据缺失，请检查数据后重新导入（未导入任何卡密）：第3、5行缺少卡号；第4行缺少密码'],
    ['values over 50 characters', workbook([['卡号', '密码'], ['A'.repeat(51), '1'], ['B', '2'.repeat(51)]]), `导入失败，请修改后重新导入（未导入任何卡密）：第2行卡号超过50个字符；第3行密码超过50个字符`],
    ['card numbers repeated in the file', workbook([['卡号', '密码'], ['A', '1'], ['B', '2'], ['A', '3'], ['B', '4'], ['A', '5']]), '导入失败，请修改后重新导入（未导入任何卡密）：导入数据中包含重复卡号 2 个：A、B'],
  ])('refuses %s, saying why, and imports nothing', async (_, file, message) => {
    await expect(importInto(GAME, file)).rejects.toMatchObject({ code: 400, message });
    expect(secretsOf(GAME)).toHaveLength(60);
  });

  it('refuses more rows than one 添加卡密 call takes', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => [`CARD${i}`, `PWD${i}`]);
    await expect(importInto(GAME, workbook([['卡号', '密码'], ...rows]))).rejects.toMatchObject({
      code: 400,
      message: '导入失败，请修改后重新导入（未导入任何卡密）：一次最多导入 5000 条卡密，文件中有 5001 条，请分成几个文件导入',
    });
    expect(secretsOf(GAME)).toHaveLength(60);
  });

  it('refuses cells holding a control character, as a typed card secret is refused, naming the rows', async () => {
    // A workbook escapes a control character as _x0001_ (or a character reference); a spreadsheet reader gives it back.
    const files = unzipSync(new Uint8Array(buildXlsx('卡密', [['卡号', '密码'], ['A', '1'], ['卡一', '密一'], ['卡二', '密二']])));
    const sheet = 'xl/worksheets/sheet1.xml';
    files[sheet] = strToU8(strFromU8(files[sheet]).replace('卡一', '卡_x0001_一').replace('密二', '密&#11;二'));
    await expect(importInto(GAME, new File([zipSync(files)], '卡密.xlsx'))).rejects.toMatchObject({
      code: 400,
      message: '导入失败，请修改后重新导入（未导入任何卡密）：第3、4行含有控制字符或无效字符',
    });
    expect(secretsOf(GAME)).toHaveLength(60);
  });

  it('names the card numbers already in the library, and how many', async () => {
    const taken = secretsOf(GAME).slice(0, 7).map((s) => s.cardNumber);
    const file = workbook([['卡号', '密码'], ['NEW', '1'], ...taken.map((c) => [c, 'x'])]);
    await expect(importInto(GAME, file)).rejects.toMatchObject({ message: `导入失败，请修改后重新导入（未导入任何卡密）：卡号重复：7 个卡号已在卡密库中（${taken.slice(0, 5).join('、')}等 7 个）` });
  });

  it('names at most five rows of a kind', async () => {
    const file = workbook([['卡号', '密码'], ...Array.from({ length: 8 }, (_, i) => [`C${i}`, ''])]);
    await expect(importInto(GAME, file)).rejects.toMatchObject({ message: '导入卡密文件数据缺失，请检查数据后重新导入（未导入任何卡密）：第2、3、4、5、6行等 8 行缺少密码' });
  });

  it('refuses an import into a library that is not there', async () => {
    await expect(importInto(99, workbook([['卡号', '密码'], ['A', '1']]))).rejects.toMatchObject({ code: 6301, message: '商品卡密库不存在' });
  });
});
