import { getMessages } from './message';
import { copyText } from './clipboard';

const texts = () => getMessages().map((m) => `${m.kind}:${m.text}`);

/** jsdom has neither navigator.clipboard nor execCommand; each test installs what it needs. */
function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

function setExecCommand(impl: ((command: string) => boolean) | undefined) {
  Object.defineProperty(document, 'execCommand', { value: impl, configurable: true, writable: true });
}

afterEach(() => {
  setClipboard(undefined);
  setExecCommand(undefined);
});

describe('copyText', () => {
  it.each([[''], ['   '], [null], [undefined]])('warns 无复制内容 for %j and copies nothing', async (text) => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText(text)).resolves.toBe(false);
    expect(writeText).not.toHaveBeenCalled();
    expect(texts()).toEqual(['warning:无复制内容']);
  });

  it('copies with the Clipboard API and says 复制成功', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('https://shop.example.com/p/12')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://shop.example.com/p/12');
    expect(texts()).toEqual(['success:复制成功']);
  });

  it('copies numbers as text', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await copyText(10086);
    expect(writeText).toHaveBeenCalledWith('10086');
  });

  it('falls back to a selected textarea and execCommand without the Clipboard API', async () => {
    let copied = '';
    setExecCommand((command) => {
      const active = document.activeElement;
      if (command !== 'copy' || !(active instanceof HTMLTextAreaElement)) return false;
      copied = active.value.slice(active.selectionStart, active.selectionEnd);
      return true;
    });
    await expect(copyText('SN-2024-001')).resolves.toBe(true);
    expect(copied).toBe('SN-2024-001');
    expect(document.querySelector('textarea')).toBeNull();
    expect(texts()).toEqual(['success:复制成功']);
  });

  it('falls back when the browser refuses the Clipboard API', async () => {
    setClipboard({ writeText: vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    const execCommand = vi.fn<(command: string) => boolean>(() => true);
    setExecCommand(execCommand);
    await expect(copyText('abc')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(texts()).toEqual(['success:复制成功']);
  });

  it('reports a failure when neither way works', async () => {
    await expect(copyText('abc')).resolves.toBe(false);
    expect(texts()).toEqual(['error:复制失败']);
  });
});
