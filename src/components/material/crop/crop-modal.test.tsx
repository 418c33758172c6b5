import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMessages } from '@/lib/message';
import { CropModal, type CropModalProps } from './crop-modal';

const texts = () => getMessages().map((m) => `${m.kind}:${m.text}`);

const photo = () => new File(['jpeg bytes'], 'photo.JPG', { type: 'image/jpeg' });

let createdUrls: string[] = [];
let revoke: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  createdUrls = [];
  revoke = vi.fn<(url: string) => void>();
  // jsdom has no object URLs.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:preview-${createdUrls.length + 1}`;
    createdUrls.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(revoke);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Harness({ initial = photo(), ...props }: Partial<CropModalProps> & { initial?: File | null }) {
  const [file, setFile] = useState<File | null>(initial);
  return (
    <>
      <button type="button" onClick={() => setFile(photo())}>
        选择图片
      </button>
      <CropModal file={file} onClose={() => setFile(null)} onConfirm={() => {}} {...props} />
    </>
  );
}

/** jsdom loads no images: report a size and fire load as the browser would. */
function loadImage(width: number, height: number) {
  const image = screen.getByAltText('待裁剪图片');
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: width });
  Object.defineProperty(image, 'naturalHeight', { configurable: true, value: height });
  fireEvent.load(image);
  return image;
}

const toolbar = () => within(screen.getByRole('group', { name: '裁剪工具' }));

describe('CropModal', () => {
  it('stays closed without a file', () => {
    render(<Harness initial={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens titled 裁剪图片 at 800 wide with the preview, and closes on 取消', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: '裁剪图片' });
    expect(dialog).toHaveStyle({ width: '800px' });
    expect(screen.getByAltText('待裁剪图片')).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the crop, zoom, rotate and download controls and the footer buttons', () => {
    render(<Harness />);
    for (const name of ['停止裁剪', '清除', '放大', '缩小', '向左旋转', '向右旋转', '下载']) {
      expect(toolbar().getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  });

  it('toggles between 停止裁剪 and 开始裁剪, saying the whole image is used when stopped', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    loadImage(800, 400);
    expect(screen.getByRole('group', { name: '裁剪区域' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '停止裁剪' }));
    expect(screen.getByRole('button', { name: '开始裁剪' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '停止裁剪' })).toBeNull();
    expect(screen.queryByRole('group', { name: '裁剪区域' })).toBeNull();
    expect(screen.getByText('未裁剪，确定后使用整张图片')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始裁剪' }));
    expect(screen.getByRole('button', { name: '停止裁剪' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '裁剪区域' })).toBeInTheDocument();
  });

  it('starts a free crop as a centred box over 80% of the image, and 清除 removes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    loadImage(800, 400);
    const area = screen.getByRole('group', { name: '裁剪区域' });
    expect(area).toHaveStyle({ left: '10%', top: '10%', width: '80%', height: '80%' });
    // Free crop: resizable from its corners.
    expect(within(area).getByRole('button', { name: '拖动右下角调整裁剪区域' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.queryByRole('group', { name: '裁剪区域' })).toBeNull();
    expect(screen.getByRole('button', { name: '清除' })).toBeDisabled();
  });

  it('zooms in steps of 10% between 50% and 300%, enlarging the image shown', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const image = loadImage(800, 400);
    expect(toolbar().getByText('缩放 100%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(toolbar().getByText('缩放 110%')).toBeInTheDocument();
    expect(image.style.transform).toContain('scale(1.1)');
    // 800×400 fits the stage at 0.9 (720×360); zoomed 1.1 the stage is 792×396.
    expect(image.parentElement).toHaveStyle({ width: '792px', height: '396px' });

    await user.click(screen.getByRole('button', { name: '缩小' }));
    await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(toolbar().getByText('缩放 90%')).toBeInTheDocument();
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(toolbar().getByText('缩放 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '缩小' })).toBeDisabled();

    for (let i = 0; i < 25; i++) await user.click(screen.getByRole('button', { name: '放大' }));
    expect(toolbar().getByText('缩放 300%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '放大' })).toBeDisabled();
  });

  it('rotates a quarter turn each way, turning the stage on its side', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const image = loadImage(800, 400);
    expect(toolbar().getByText('旋转 0°')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '向右旋转' }));
    expect(toolbar().getByText('旋转 90°')).toBeInTheDocument();
    expect(image.style.transform).toContain('rotate(90deg)');
    // Turned, 400×800 fits at 0.5: the image is drawn 400×200 and the stage is 200×400.
    expect(image).toHaveStyle({ width: '400px', height: '200px' });
    expect(image.parentElement).toHaveStyle({ width: '200px', height: '400px' });

    await user.click(screen.getByRole('button', { name: '向左旋转' }));
    await user.click(screen.getByRole('button', { name: '向左旋转' }));
    expect(toolbar().getByText('旋转 270°')).toBeInTheDocument();
    expect(image.style.transform).toContain('rotate(270deg)');
  });

  it('fixes the box to 200×100 for a label image: not resizable, placed back by a click after 清除', async () => {
    const user = userEvent.setup();
    render(<Harness labelName="标签" />);
    expect(screen.getByText('固定尺寸 200×100')).toBeInTheDocument();
    const image = loadImage(800, 400);
    const area = screen.getByRole('group', { name: '裁剪区域' });
    // Centred on the 720×360 stage.
    expect(area).toHaveStyle({ left: '260px', top: '130px', width: '200px', height: '100px' });
    expect(within(area).queryByRole('button', { name: '拖动右下角调整裁剪区域' })).toBeNull();

    // Zooming keeps the box's size and its centre over the same spot: (360,180) of 720×360 → (396,198) of 792×396.
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByRole('group', { name: '裁剪区域' })).toHaveStyle({ left: '296px', top: '148px', width: '200px', height: '100px' });

    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.queryByRole('group', { name: '裁剪区域' })).toBeNull();
    expect(screen.getByText('，点击图片放置裁剪框')).toBeInTheDocument();
    fireEvent.pointerDown(image.parentElement as HTMLElement, { clientX: 100, clientY: 100 });
    expect(screen.getByRole('group', { name: '裁剪区域' })).toHaveStyle({ left: '0px', top: '50px', width: '200px', height: '100px' });
  });

  it('shows no label hint for a free crop', () => {
    render(<Harness />);
    expect(screen.queryByText(/固定尺寸/)).toBeNull();
  });

  it('without a canvas, 确定 says the browser cannot crop and stays open', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<(file: File) => void>();
    render(<Harness onConfirm={onConfirm} />);
    loadImage(800, 400);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(texts()).toContain('error:当前浏览器无法裁剪图片');
    expect(screen.getByRole('dialog', { name: '裁剪图片' })).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('without a canvas, 下载 says the same and downloads nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    loadImage(800, 400);
    await user.click(screen.getByRole('button', { name: '下载' }));
    expect(texts()).toEqual(['error:当前浏览器无法裁剪图片']);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  describe('with a canvas', () => {
    let toBlob: ReturnType<typeof vi.fn<(callback: BlobCallback, type?: string, quality?: number) => void>>;
    let drawImage: ReturnType<typeof vi.fn<CanvasRenderingContext2D['drawImage']>>;

    beforeEach(() => {
      drawImage = vi.fn<CanvasRenderingContext2D['drawImage']>();
      const ctx = { save() {}, restore() {}, scale() {}, translate() {}, rotate() {}, fillRect() {}, drawImage, fillStyle: '', imageSmoothingQuality: 'low' };
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
      toBlob = vi.fn<(callback: BlobCallback, type?: string, quality?: number) => void>((callback, type) => callback(new Blob(['out'], { type })));
      vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
    });

    it('hands a JPEG source back as photo.jpg at quality 0.8, cut at the image resolution', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn<(file: File) => void>();
      render(<Harness onConfirm={onConfirm} />);
      loadImage(800, 400);
      await user.click(screen.getByRole('button', { name: '确定' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      const result = onConfirm.mock.calls[0]?.[0];
      expect(result?.name).toBe('photo.jpg');
      expect(result?.type).toBe('image/jpeg');
      expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
      // The centred 80% box of an 800×400 image.
      const canvas = toBlob.mock.contexts[0] as HTMLCanvasElement;
      expect([canvas.width, canvas.height]).toEqual([640, 320]);
      expect(drawImage).toHaveBeenCalledWith(screen.getByAltText('待裁剪图片'), -400, -200, 800, 400);
      expect(texts()).toEqual([]);
    });

    it('uses the whole turned image when cropping is stopped, and writes PNG for a GIF', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn<(file: File) => void>();
      render(<Harness onConfirm={onConfirm} initial={new File(['gif'], 'anim.gif', { type: 'image/gif' })} />);
      loadImage(800, 400);
      await user.click(screen.getByRole('button', { name: '停止裁剪' }));
      await user.click(screen.getByRole('button', { name: '向右旋转' }));
      await user.click(screen.getByRole('button', { name: '确定' }));
      const result = onConfirm.mock.calls[0]?.[0];
      expect(result?.name).toBe('anim.png');
      expect(result?.type).toBe('image/png');
      expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png', undefined);
      const canvas = toBlob.mock.contexts[0] as HTMLCanvasElement;
      expect([canvas.width, canvas.height]).toEqual([400, 800]);
    });

    it('downloads the result through an object URL link', async () => {
      const user = userEvent.setup();
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        expect(this.download).toBe('photo.jpg');
        expect(this.href).toBe('blob:preview-2');
      });
      render(<Harness />);
      loadImage(800, 400);
      await user.click(screen.getByRole('button', { name: '下载' }));
      expect(click).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog', { name: '裁剪图片' })).toBeInTheDocument();
    });
  });

  it('revokes the preview URL when the file changes and when the modal closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(createdUrls).toEqual(['blob:preview-1']);
    // The opener sits behind the modal (inert to the pointer): a programmatic pick, as a file input's change would be.
    fireEvent.click(screen.getByRole('button', { name: '选择图片', hidden: true }));
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByAltText('待裁剪图片')).toHaveAttribute('src', 'blob:preview-2');
    expect(revoke).not.toHaveBeenCalledWith('blob:preview-2');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
  });

  it('starts a new file afresh: zoom, rotation and crop mode reset', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CropModal file={photo()} onClose={() => {}} onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: '放大' }));
    await user.click(screen.getByRole('button', { name: '向右旋转' }));
    await user.click(screen.getByRole('button', { name: '停止裁剪' }));
    rerender(<CropModal file={photo()} onClose={() => {}} onConfirm={() => {}} />);
    expect(toolbar().getByText('缩放 100%')).toBeInTheDocument();
    expect(toolbar().getByText('旋转 0°')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '停止裁剪' })).toBeInTheDocument();
  });
});
