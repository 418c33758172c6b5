import { Activity } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from '@/test/select';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { switchRole } from '@/lib/session';
import { loadSession } from '@/lib/session-load';
import { Controlled, lastOutput, setup, stubLayout, type OnChange } from './rich-text-test-utils';
import RichTextEditor from './rich-text-editor';
import { RichTextEditor as LazyRichTextEditor } from './index';

stubLayout();

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox with a 编辑工具栏 and a placeholder while empty', () => {
    setup(<RichTextEditor value="" onChange={() => {}} aria-label="商品详情" id="detail" placeholder="请输入商品详情" />);
    const box = screen.getByLabelText('商品详情');
    expect(box).toBe(screen.getByRole('textbox', { name: '商品详情' }));
    expect(box).toHaveAttribute('id', 'detail');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar', { name: '编辑工具栏' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => [b.getAttribute('aria-label'), b.getAttribute('title')]);
    expect(names.map(([label]) => label)).toEqual(['撤销', '重做', '加粗', '斜体', '下划线', '删除线', '无序列表', '有序列表', '引用', '链接', '清除格式', '插入图片']);
    for (const [label, title] of names) expect(title).toBe(label);
    expect(within(toolbar).getByRole('combobox', { name: '标题' })).toHaveTextContent('正文');
    expect(screen.getByText('请输入商品详情')).toBeInTheDocument();
  });

  it('is named by a visible label through aria-labelledby (a <label htmlFor> alone does not name a contenteditable)', () => {
    setup(
      <>
        <span id="detail-label">商品详情</span>
        <RichTextEditor value="" onChange={() => {}} id="detail" aria-labelledby="detail-label" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: '商品详情' })).toHaveAttribute('id', 'detail');
  });

  it('reports typed text and bold as sanitised html, and an emptied document as an empty string', async () => {
    const onChange = vi.fn<OnChange>();
    const { user } = setup(<Controlled onChange={onChange} aria-label="详情" placeholder="请输入" />);
    const box = screen.getByRole('textbox', { name: '详情' });
    // The parent renders each output back as the value, a render late at times: no keystroke may be lost.
    await user.type(box, 'Hello ');
    expect(onChange.mock.calls.map(([html]) => html)).toEqual(['<p>H</p>', '<p>He</p>', '<p>Hel</p>', '<p>Hell</p>', '<p>Hello</p>', '<p>Hello </p>']);
    expect(screen.queryByText('请输入')).not.toBeInTheDocument();
    const bold = screen.getByRole('button', { name: '加粗' });
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.type(box, 'world');
    expect(lastOutput(onChange)).toBe('<p>Hello <strong>world</strong></p>');

    // Select all (ProseMirror's Mod-a) and turn it into an H2, then italic.
    await user.keyboard('{Control>}a{/Control}');
    await chooseOption(user, '标题', '标题 2');
    expect(lastOutput(onChange)).toBe('<h2>Hello <strong>world</strong></h2>');
    // The editor has the focus back, its selection still the whole text (italic below applies to all of it).
    await waitFor(() => expect(box).toHaveFocus());
    await user.click(screen.getByRole('button', { name: '斜体' }));
    expect(lastOutput(onChange)).toBe('<h2><em>Hello </em><strong><em>world</em></strong></h2>');
    await user.click(screen.getByRole('button', { name: '清除格式' }));
    expect(lastOutput(onChange)).toBe('<p>Hello world</p>');
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(lastOutput(onChange)).toBe('<h2><em>Hello </em><strong><em>world</em></strong></h2>');

    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(lastOutput(onChange)).toBe('');
    expect(screen.getByText('请输入')).toBeInTheDocument();
  });

  it('shows 格式 for a mixed selection; a heading chosen from the keyboard applies to all of it, the editor keeping focus and selection', async () => {
    const onChange = vi.fn<OnChange>();
    const { user } = setup(<Controlled initial="<p>一</p><h2>二</h2><p>三</p>" onChange={onChange} aria-label="详情" />);
    const box = screen.getByRole('textbox', { name: '详情' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    const heading = screen.getByRole('combobox', { name: '标题' });
    expect(heading).toHaveTextContent('格式');
    await user.click(heading);
    const options = within(screen.getByRole('listbox', { name: '标题' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['正文', '标题 2', '标题 3']);
    expect(options.filter((o) => o.getAttribute('aria-selected') === 'true')).toEqual([]);
    await user.keyboard('{Escape}');
    expect(heading).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '正文' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    expect(lastOutput(onChange)).toBe('<h3>一</h3><h3>二</h3><h3>三</h3>');
    // Still the whole document selected: typing replaces all of it (with a plain paragraph, as ProseMirror does).
    await user.keyboard('四');
    expect(lastOutput(onChange)).toBe('<p>四</p>');
    expect(heading).toHaveTextContent('正文');
  });

  it('makes lists and quotes, underlines and strikes through', async () => {
    const onChange = vi.fn<OnChange>();
    const { user } = setup(<Controlled onChange={onChange} aria-label="详情" />);
    const box = screen.getByRole('textbox', { name: '详情' });
    await user.type(box, '一');
    await user.click(screen.getByRole('button', { name: '无序列表' }));
    expect(lastOutput(onChange)).toBe('<ul><li><p>一</p></li></ul>');
    await user.click(screen.getByRole('button', { name: '有序列表' }));
    expect(lastOutput(onChange)).toBe('<ol><li><p>一</p></li></ol>');
    await user.click(screen.getByRole('button', { name: '有序列表' }));
    await user.click(screen.getByRole('button', { name: '引用' }));
    expect(lastOutput(onChange)).toBe('<blockquote><p>一</p></blockquote>');
    expect(screen.getByRole('button', { name: '引用' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '引用' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '下划线' }));
    await user.click(screen.getByRole('button', { name: '删除线' }));
    expect(lastOutput(onChange)).toBe('<p><s><u>一</u></s></p>');
  });

  it('loads a value without its scripts and event handlers, and never reports them', async () => {
    const onChange = vi.fn<OnChange>();
    const dirty = '<p>安全<a href="javascript:alert(3)">点我</a></p><img src=x onerror=alert(1)><img src="https://cdn.example.com/a.png" onerror="alert(1)"><script>alert(2)</script>';
    const { user, container } = setup(<RichTextEditor value={dirty} onChange={onChange} aria-label="详情" />);
    const box = screen.getByRole('textbox', { name: '详情' });
    expect(container.innerHTML).not.toMatch(/onerror|<script|alert/);
    // src=x is not an allowed address: that picture goes; the https one stays, without its handler.
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://cdn.example.com/a.png']);
    expect(onChange).not.toHaveBeenCalled();

    // user-event puts the caret at the start of a contenteditable it clicks.
    await user.type(box, '!');
    expect(lastOutput(onChange)).toBe('<p>!安全点我</p><img src="https://cdn.example.com/a.png">');
    for (const [output] of onChange.mock.calls) expect(output).not.toMatch(/onerror|<script/);
  });

  it('replaces the content when the value changes from outside, without reporting it, and keeps typing when its own output comes back', async () => {
    const onChange = vi.fn<OnChange>();
    const { user } = setup(<Controlled initial="<p>旧的</p>" onChange={onChange} aria-label="详情" />);
    const box = screen.getByRole('textbox', { name: '详情' });
    expect(box.innerHTML).toBe('<p>旧的</p>');
    await user.click(screen.getByRole('button', { name: '加载' }));
    expect(box.innerHTML).toBe('<p>从服务器加载</p>');
    expect(onChange).not.toHaveBeenCalled();
    // Loading is not an edit: there is nothing to undo.
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();

    // Each output comes back as the value (sometimes a render late); had one been loaded again,
    // the caret would have jumped and later characters landed elsewhere or been lost.
    await user.type(box, 'abc');
    expect(onChange.mock.calls.map(([html]) => html)).toEqual(['<p>a从服务器加载</p>', '<p>ab从服务器加载</p>', '<p>abc从服务器加载</p>']);
  });

  it('links only http(s) addresses, through the inline 链接地址 prompt', async () => {
    const onChange = vi.fn<OnChange>();
    const { user } = setup(<Controlled onChange={onChange} aria-label="详情" />);
    const box = screen.getByRole('textbox', { name: '详情' });
    await user.type(box, '官网');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '链接' }));
    const input = screen.getByLabelText('链接地址');
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入以 http:// 或 https:// 开头的链接');
    expect(lastOutput(onChange)).toBe('<p>官网</p>');
    await user.clear(input);
    await user.type(input, 'https://example.com/a?b=1{Enter}');
    expect(screen.queryByLabelText('链接地址')).not.toBeInTheDocument();
    expect(lastOutput(onChange)).toBe('<p><a target="_blank" href="https://example.com/a?b=1" rel="noopener noreferrer">官网</a></p>');
    expect(screen.getByRole('button', { name: '链接' })).toHaveAttribute('aria-pressed', 'true');

    // On a link the prompt offers its address and 移除链接.
    await user.click(screen.getByRole('button', { name: '链接' }));
    expect(screen.getByLabelText('链接地址')).toHaveValue('https://example.com/a?b=1');
    await user.click(screen.getByRole('button', { name: '移除链接' }));
    expect(lastOutput(onChange)).toBe('<p>官网</p>');
  });

  it('inserts the pictures picked in 上传图片 at the cursor, in the order they were clicked', async () => {
    switchRole('admin');
    await loadSession();
    const onChange = vi.fn<OnChange>();
    const { user } = setup(<Controlled onChange={onChange} aria-label="详情" />);
    await user.type(screen.getByRole('textbox', { name: '详情' }), '图文');
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    const dialog = await screen.findByRole('dialog', { name: '上传图片' });
    const tiles = await within(dialog).findAllByRole('button', { pressed: false, name: /\.png$/ });
    const picked = [tiles[3], tiles[1]].map((tile) => ({ src: tile.querySelector('img')!.getAttribute('src')!, alt: tile.getAttribute('aria-label')!.replace(/\.png$/, '') }));
    expect(picked[0].src).not.toBe(picked[1].src);
    await user.click(tiles[3]);
    await user.click(tiles[1]);
    await user.click(within(dialog).getByRole('button', { name: '使用选中图片' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '上传图片' })).not.toBeInTheDocument());

    const html = lastOutput(onChange);
    expect(html).toBe(`<p>图文</p><img src="${picked[0].src}" alt="${picked[0].alt}"><img src="${picked[1].src}" alt="${picked[1].alt}">`);
  });

  it('is read-only without a toolbar when disabled, and editable again when enabled', async () => {
    const onChange = vi.fn<OnChange>();
    const { user, rerender } = setup(<RichTextEditor value="<p>只读</p>" onChange={onChange} aria-label="详情" disabled />);
    const box = screen.getByRole('textbox', { name: '详情' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '插入图片' })).not.toBeInTheDocument();
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAttribute('aria-disabled', 'true');
    await user.type(box, 'x');
    expect(box.innerHTML).toBe('<p>只读</p>');
    expect(onChange).not.toHaveBeenCalled();

    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <RichTextEditor value="<p>只读</p>" onChange={onChange} aria-label="详情" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('toolbar', { name: '编辑工具栏' })).toBeInTheDocument();
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).not.toHaveAttribute('aria-disabled');
    // Switching modes is not an edit.
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('a hidden editor', () => {
  it('keeps its content when React hides it (Activity) and shows it again with a new Tiptap editor', async () => {
    const onChange = vi.fn<OnChange>();
    const user = userEvent.setup();
    const ui = (mode: 'visible' | 'hidden') => (
      <QueryClientProvider client={new QueryClient()}>
        <Activity mode={mode}>
          <Controlled initial="<p>起初</p>" onChange={onChange} aria-label="详情" />
        </Activity>
      </QueryClientProvider>
    );
    const { rerender } = render(ui('visible'));
    await user.type(screen.getByRole('textbox', { name: '详情' }), '改');
    expect(lastOutput(onChange)).toBe('<p>改起初</p>');
    // Hidden, its effects are cleaned up and useEditor destroys the editor; shown, it makes a new one.
    rerender(ui('hidden'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    rerender(ui('visible'));
    const box = await screen.findByRole('textbox', { name: '详情' });
    await waitFor(() => expect(box.innerHTML).toBe('<p>改起初</p>'));
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.type(box, '再');
    expect(lastOutput(onChange)).toBe('<p>再改起初</p>');
  });
});

describe('the lazy RichTextEditor', () => {
  it('shows 编辑器加载中… until the editor chunk has loaded', async () => {
    setup(<LazyRichTextEditor value="<p>详情</p>" onChange={() => {}} aria-label="详情" minHeight={300} />);
    // React.lazy suspends on its first render even when the module is already cached.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('编辑器加载中…');
    // The editable area's min height plus the toolbar's.
    expect(status).toHaveStyle({ minHeight: '337px' });
    const box = await screen.findByRole('textbox', { name: '详情' });
    expect(box).toHaveStyle({ minHeight: '300px' });
    expect(box.innerHTML).toBe('<p>详情</p>');
  });
});
