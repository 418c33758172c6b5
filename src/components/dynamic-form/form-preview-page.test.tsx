import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMessages } from '@/lib/message';
import { renderApp } from '@/test/render-app';
import { FormPreviewPage } from './form-preview-page';

const config = {
  labelWidth: 100,
  formBtns: true,
  fields: [
    {
      __config__: { label: '联系人', tag: 'el-input', required: true, layout: 'colFormItem', span: 24, regList: [] },
      __vModel__: 'contact',
      placeholder: '请输入联系人',
    },
  ],
};

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

const WAITING = '等待表单配置…';

describe('FormPreviewPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'opener');
  });

  it('tells the designer it is ready, on this origin only', () => {
    const postMessage = vi.fn<(message: unknown, targetOrigin: string) => void>();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
    render(<FormPreviewPage />);
    expect(postMessage).toHaveBeenCalledWith({ type: 'formPreviewReady' }, window.location.origin);
    expect(screen.getByText(WAITING)).toBeInTheDocument();
  });

  it('renders the config a same-origin message carries, as an object or as JSON', async () => {
    const user = userEvent.setup();
    render(<FormPreviewPage />);
    post({ type: 'formPreview', config });
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: '表单预览' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByLabelText('联系人')).toHaveAccessibleDescription('请输入联系人');

    post({ type: 'formPreview', config: JSON.stringify({ ...config, fields: [{ ...config.fields[0], __config__: { ...config.fields[0].__config__, label: '电话' } }] }) });
    expect(screen.queryByLabelText('联系人')).not.toBeInTheDocument();
    // A new config is a new form: the old one's messages do not carry over.
    expect(screen.getByLabelText('电话')).not.toHaveAccessibleDescription();
  });

  it('ignores messages from another origin', () => {
    render(<FormPreviewPage />);
    post({ type: 'formPreview', config }, 'https://evil.example.com');
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    expect(screen.queryByLabelText('联系人')).not.toBeInTheDocument();
  });

  it('ignores messages of another shape', () => {
    render(<FormPreviewPage />);
    for (const data of [null, 'formPreview', { type: 'other', config }, { type: 'formPreview' }, { config }]) post(data);
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores a malformed config, saying why, and keeps what it showed', () => {
    render(<FormPreviewPage />);
    post({ type: 'formPreview', config: { fields: 'nope' } });
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('表单配置无效：fields 应为数组');

    post({ type: 'formPreview', config });
    expect(screen.getByLabelText('联系人')).toBeInTheDocument();
    post({ type: 'formPreview', config: '{"fields": [' });
    expect(screen.getByLabelText('联系人')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('表单配置无效：不是有效的 JSON');
  });

  it('renders markup in a config as text', async () => {
    const user = userEvent.setup();
    const payload = '<img src=x onerror=alert(1)>';
    render(<FormPreviewPage />);
    post({
      type: 'formPreview',
      config: {
        fields: [
          {
            __config__: { label: payload, tag: 'el-select', tips: payload, tipsIsLink: true, tipsLink: 'javascript:alert(1)' },
            __vModel__: 'x',
            placeholder: payload,
            __slot__: { options: [{ label: payload, value: 1 }] },
          },
        ],
      },
    });
    expect(screen.getByText(payload, { selector: 'label' })).toBeInTheDocument();
    // The placeholder on the closed select, the option in its open list (portalled to the body).
    const select = screen.getByRole('combobox', { name: payload });
    expect(select).toHaveTextContent(payload);
    await user.click(select);
    expect(screen.getAllByRole('option', { name: payload })).toHaveLength(1);
    expect(document.body.querySelector('img')).toBeNull();
    expect(document.body.querySelector('a')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('提示链接只能是 http 或 https 地址：javascript:alert(1)');
  });

  it('shows what was submitted', async () => {
    const user = userEvent.setup();
    render(<FormPreviewPage />);
    post({ type: 'formPreview', config });
    await user.type(screen.getByLabelText('联系人'), '王五');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('region', { name: '提交的数据' })).toHaveTextContent('"contact": "王五"');
    expect(getMessages().map((m) => m.text)).toContain('提交成功');
  });

  it('is a public route outside the console layout', async () => {
    renderApp('/preview');
    expect(await screen.findByRole('heading', { name: '表单预览' })).toBeInTheDocument();
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^表单预览 - /));
  });
});
