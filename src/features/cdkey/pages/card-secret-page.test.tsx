import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readSheet } from 'read-excel-file/universal';
import { buildXlsx } from '@/lib/xlsx';
import { getDb } from '@/mocks/db';
import { menusFor, staffMenuUrls } from '@/mocks/seed/menus';
import { confirmWith, findTable, openPage, rowOf, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';

const GAME = 3;
const PATH = `/product/cdkey/creatCdkey/${GAME}/${encodeURIComponent('游戏点卡50元')}`;
const TABLE = '卡密列表';

const secretsOf = (libraryId = GAME) => getDb().cardSecrets.filter((s) => s.libraryId === libraryId);
const newest = () => secretsOf().filter((s) => !s.isUse).toSorted((a, b) => b.id - a.id);
const totalText = () => screen.getByText(/^共 \d+ 条$/).textContent;
const workbook = (rows: ReadonlyArray<ReadonlyArray<string | number>>, name = '卡密.xlsx') => new File([buildXlsx('卡密', rows)], name);

async function open(path = PATH, as: 'admin' | 'staff' = 'admin') {
  const app = await openPage(path, undefined, as);
  const table = await findTable(TABLE);
  await within(table).findByText(newest()[0].cardNumber);
  return { ...app, table };
}

/** The 导入卡密 dialog's file input (a button opens it). */
const fileInput = (dialog: HTMLElement) => {
  const input = dialog.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};
const choose = (dialog: HTMLElement, file: File) => fireEvent.change(fileInput(dialog), { target: { files: [file] } });

describe('卡密添加', () => {
  it('shows the library’s name with a way back, and its card secrets unsold first with every column', async () => {
    const { table, user, location } = await open();
    expect(screen.getByRole('heading', { name: '游戏点卡50元' })).toBeInTheDocument();
    for (const header of ['卡密ID', '卡密库ID', '卡号', '密码', '出售情况', '创建时间', '操作']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(totalText()).toBe('共 60 条');
    const first = newest()[0];
    expect(within(rowOf(table, first.cardNumber)).getAllByRole('cell').slice(1, 7).map((c) => c.textContent)).toEqual([String(first.id), String(GAME), first.cardNumber, first.secretNum, '未售', first.createTime]);

    // A sold card secret can be neither checked, changed nor deleted.
    await user.click(screen.getByRole('button', { name: '4' }));
    const sold = secretsOf().find((s) => s.isUse);
    if (!sold) throw new Error('no sold card secret');
    const soldRow = await within(table).findByText(sold.cardNumber).then(() => rowOf(table, sold.cardNumber));
    expect(within(soldRow).getByText('已售')).toBeInTheDocument();
    expect(within(soldRow).getByRole('checkbox')).toBeDisabled();
    expect(within(soldRow).getByRole('button', { name: `编辑 ${sold.cardNumber}` })).toBeDisabled();
    expect(within(soldRow).getByRole('button', { name: `删除 ${sold.cardNumber}` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location().pathname).toBe('/product/cdkey'));
  });

  it('adds several card secrets typed or pasted, checking each at its field', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '添加卡密' }));
    const dialog = await screen.findByRole('dialog', { name: '添加卡密' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('卡号不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('密码不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('第1行 卡号'), 'G50-A');
    await user.type(within(dialog).getByLabelText('第1行 密码'), 'p1');
    await user.click(within(dialog).getByRole('button', { name: '添加行' }));
    await user.type(within(dialog).getByLabelText('第2行 卡号'), 'G50-A');
    await user.type(within(dialog).getByLabelText('第2行 密码'), 'p2');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('与第1行卡号重复')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('第1行 卡号')).toHaveAttribute('maxLength', '50');

    // Two columns copied from a spreadsheet fill this row and the next.
    await user.clear(within(dialog).getByLabelText('第2行 卡号'));
    await user.click(within(dialog).getByLabelText('第2行 卡号'));
    await user.paste('G50-B\tp2\nG50-C\tp3\n');
    expect(within(dialog).getByLabelText('第3行 卡号')).toHaveValue('G50-C');
    expect(within(dialog).getByLabelText('第3行 密码')).toHaveValue('p3');
    expect(within(dialog).getByText('共 3 条')).toBeInTheDocument();

    // One already in the library: the server says which, nothing is lost.
    const taken = secretsOf()[0].cardNumber;
    await user.clear(within(dialog).getByLabelText('第1行 卡号'));
    await user.type(within(dialog).getByLabelText('第1行 卡号'), taken);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain(`卡号重复：${taken}已在卡密库中`));
    expect(within(dialog).getByLabelText('第3行 卡号')).toHaveValue('G50-C');

    await user.click(within(dialog).getByRole('button', { name: '删除第1行' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('新增成功，共 2 条'));
    expect(secretsOf().slice(-2)).toMatchObject([{ cardNumber: 'G50-B', secretNum: 'p2', isUse: false }, { cardNumber: 'G50-C', secretNum: 'p3', isUse: false }]);
    await waitFor(() => expect(totalText()).toBe('共 62 条'));
    expect(screen.getByRole('table', { name: TABLE })).toHaveTextContent('G50-C');
  });

  it('edits an unsold card secret', async () => {
    const { user, table } = await open();
    const secret = newest()[0];
    await user.click(within(table).getByRole('button', { name: `编辑 ${secret.cardNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: '编辑卡密' });
    expect(within(dialog).getByLabelText('卡号')).toHaveValue(secret.cardNumber);
    await user.clear(within(dialog).getByLabelText('密码'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('密码不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('密码'), 'NEW-PASSWORD');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(getDb().cardSecrets.find((s) => s.id === secret.id)).toMatchObject({ cardNumber: secret.cardNumber, secretNum: 'NEW-PASSWORD' });
    await within(table).findByText('NEW-PASSWORD');
  });

  it('deletes one card secret, and the checked ones at once, after confirmation', async () => {
    const { user, table } = await open();
    const [one, two, three] = newest();
    await user.click(within(table).getByRole('button', { name: `删除 ${one.cardNumber}` }));
    await confirmWith(user, '确定删除此卡密吗？');
    await waitFor(() => expect(texts()).toContain('删除成功'));
    await waitFor(() => expect(totalText()).toBe('共 59 条'));

    expect(screen.getByRole('button', { name: '批量删除' })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${two.cardNumber}` }));
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${three.cardNumber}` }));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await confirmWith(user, '确定要将选中的 2 条卡密删除吗？');
    await waitFor(() => expect(texts()).toContain('批量删除成功'));
    await waitFor(() => expect(totalText()).toBe('共 57 条'));
    expect(getDb().cardSecrets.some((s) => [one.id, two.id, three.id].includes(s.id))).toBe(false);
  });

  it('imports a workbook, showing why one is refused in the dialog and keeping the file named', async () => {
    const requests = recordRequests();
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: '导入卡密' }));
    const dialog = await screen.findByRole('dialog', { name: '导入卡密' });
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('请选择要导入的Excel文件')).toBeInTheDocument();
    expect(requests.count('/card/secret/import/excel')).toBe(0);

    choose(dialog, new File(['卡号,密码\nA,1'], '卡密.csv'));
    expect(within(dialog).getByText('卡密.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('请提交正确的excel文件：只支持 .xlsx 格式的 Excel 文件，可先下载模板再填写')).toBeInTheDocument();
    expect(within(dialog).getByText('卡密.csv')).toBeInTheDocument();

    choose(dialog, workbook([['卡号', '密码'], ['A', '1'], ['', '2'], ['C', '']], '缺失.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('导入卡密文件数据缺失，请检查数据后重新导入（未导入任何卡密）：第3行缺少卡号；第4行缺少密码')).toBeInTheDocument();
    expect(within(dialog).getByText('缺失.xlsx')).toBeInTheDocument();
    expect(secretsOf()).toHaveLength(60);

    const rows = Array.from({ length: 5000 }, (_, i) => [`IMPORT${String(i).padStart(5, '0')}`, `PWD${i}`]);
    choose(dialog, workbook([['卡号', '密码'], ...rows], '五千条.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    await waitFor(() => expect(texts()).toContain('导入成功'), { timeout: 10_000 });
    expect(screen.queryByRole('dialog', { name: '导入卡密' })).not.toBeInTheDocument();
    await waitFor(() => expect(totalText()).toBe('共 5060 条'));
    await within(table).findByText('IMPORT04999');
  });

  it('downloads a template whose first row is 卡号, 密码', async () => {
    const blobs: Blob[] = [];
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn<(blob: Blob) => string>((blob) => (blobs.push(blob), 'blob:template')), revokeObjectURL: vi.fn<(url: string) => void>() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(saved).toEqual(['卡密导入模板.xlsx']));
    click.mockRestore();
    expect(await readSheet(await blobs[0].arrayBuffer())).toEqual([['卡号', '密码']]);
  });

  it('says so when the address names no library', async () => {
    await openPage('/product/cdkey/creatCdkey');
    expect(await screen.findByText('未指定卡密库，请在卡密管理中选择一个卡密库后点击「管理卡密」')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回卡密管理' })).toHaveAttribute('href', '/product/cdkey');
  });

  it('shows only the list to an account that may only list', async () => {
    const staff = getDb().accounts.find((a) => a.account === 'staff');
    if (!staff) throw new Error('no staff account');
    staff.permissions = [...staff.permissions, 'merchant:card:secret:page:list'];
    staff.menus = menusFor([...staffMenuUrls, '/product/cdkey', '/product/cdkey/creatCdkey']);
    const { table } = await open(PATH, 'staff');
    for (const name of ['添加卡密', '导入卡密', '下载模板', '批量删除']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^(编辑|删除) / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
