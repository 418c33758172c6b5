import type { CategoryTreeNode } from '@/api/generated/model';
import { flattenTree, formatFileSize, isImageFile, isVideoFile, sniffMedia, storedFileName, subtreeIds, toggleSelection, UNREADABLE_FILE_NAME, uploadProblem, WRONG_IMAGE_TYPE } from './material-rules';

const node = (id: number, childList: CategoryTreeNode[] = []): CategoryTreeNode => ({ id, pid: 0, name: `分类${id}`, type: 2, status: true, sort: 0, childList });
const tree = [node(1, [node(2, [node(4)]), node(3)]), node(5)];

describe('picture library rules', () => {
  it('keep the order in which pictures were clicked, and a second click removes one', () => {
    let selected = toggleSelection([], 7);
    selected = toggleSelection(selected, 3);
    selected = toggleSelection(selected, 9);
    expect(selected).toEqual([7, 3, 9]);
    expect(toggleSelection(selected, 3)).toEqual([7, 9]);
  });

  it('accept gif, jpg, jpeg, png and bmp pictures in any case, and mp4 videos', () => {
    expect(['a.PNG', 'b.jpeg', 'c.gif', 'd.bmp', 'e.jpg'].every(isImageFile)).toBe(true);
    expect(['a.webp', 'b.svg', 'c', 'png'].some(isImageFile)).toBe(false);
    expect(isVideoFile({ name: 'a.mp4', type: '' })).toBe(true);
    expect(isVideoFile({ name: 'a.mov', type: 'video/quicktime' })).toBe(false);
  });

  it('find a category with everything below it', () => {
    expect([...subtreeIds(tree, 1)].toSorted()).toEqual([1, 2, 3, 4]);
    expect([...subtreeIds(tree, 2)].toSorted()).toEqual([2, 4]);
    expect([...subtreeIds(tree, 5)]).toEqual([5]);
  });

  it('flatten the tree with depths for a select', () => {
    expect(flattenTree(tree).map((n) => `${n.depth}:${n.id}`)).toEqual(['0:1', '1:2', '2:4', '1:3', '0:5']);
  });

  it('show file sizes for people', () => {
    expect([formatFileSize('512'), formatFileSize(20_480), formatFileSize(3 * 1024 * 1024), formatFileSize('x')]).toEqual(['512 B', '20.0 KB', '3.0 MB', '-']);
  });
});

const bytes = (...parts: Array<number[] | string>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const file = (name: string, content: Uint8Array, type = '', size = content.length) => ({ name, type, size, slice: (start: number, end: number) => new Blob([content.slice(start, end)]) });

describe('uploads are judged by their content', () => {

  it('knows the pictures and the video by their first bytes, and nothing else', () => {
    expect(sniffMedia(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ media: 'picture', type: 'image/jpeg' });
    expect(sniffMedia(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({ media: 'picture', type: 'image/png' });
    expect(sniffMedia(bytes('GIF89a'))).toEqual({ media: 'picture', type: 'image/gif' });
    expect(sniffMedia(bytes('BM', Array.from({ length: 14 }, () => 0)))).toEqual({ media: 'picture', type: 'image/bmp' });
    expect(sniffMedia(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toEqual({ media: 'video', type: 'video/mp4' });
    for (const hostile of ['<html><script>', '<svg onload=alert(1)>', '<?xml version="1.0"?><svg', 'BM', '']) expect(sniffMedia(bytes(hostile))).toBeNull();
  });

  it('refuses a wrong name, an oversize file and a page renamed as a picture, with the reason', async () => {
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);
    expect(await uploadProblem(file('海报.jpg', jpeg, 'image/jpeg'), 'picture')).toBeNull();
    expect(await uploadProblem(file('海报.webp', jpeg), 'picture')).toBe(WRONG_IMAGE_TYPE);
    expect(await uploadProblem(file('海报.jpg', jpeg, 'image/jpeg', 5 * 1024 * 1024), 'picture')).toBe('图片大小不能超过5MB');
    expect(await uploadProblem(file('海报.jpg', jpeg, 'image/jpeg', 5 * 1024 * 1024 - 1), 'picture')).toBeNull();
    expect(await uploadProblem(file('海报.jpg', bytes('<html><script>'), 'image/jpeg'), 'picture')).toBe('文件内容不是图片，只能上传.gif,jpeg,jpg,png,bmp格式的图片');
    expect(await uploadProblem(file('片头.mp4', bytes([0, 0, 0, 0x18], 'ftypisom'), 'video/mp4'), 'video')).toBeNull();
    expect(await uploadProblem(file('片头.mp4', jpeg, 'video/mp4'), 'video')).toBe('文件内容不是MP4视频');
    expect(await uploadProblem(file('片头.mp4', jpeg, 'video/mp4', 20 * 1024 * 1024), 'video')).toBe('视频大小不能超过20MB');
    expect(await uploadProblem(file('片头.mov', jpeg, 'video/quicktime'), 'video')).toBe('视频类型必须是.mp4');
  });

  it('refuses a file name holding a control character, as a typed name is refused', async () => {
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);
    expect(await uploadProblem(file('海\u0007报.jpg', jpeg, 'image/jpeg'), 'picture')).toBe(UNREADABLE_FILE_NAME);
    expect(await uploadProblem(file('海报\uFFFF.jpg', jpeg, 'image/jpeg'), 'picture')).toBe(UNREADABLE_FILE_NAME);
    expect(await uploadProblem(file('海报\t一.jpg', jpeg, 'image/jpeg'), 'picture')).toBeNull();
  });

  it('keeps a name of up to 99 characters, and shortens a longer one to 90 and its extension', () => {
    const long = `${'图'.repeat(96)}.jpg`;
    expect(storedFileName(`${'图'.repeat(95)}.jpg`, 'jpg')).toBe(`${'图'.repeat(95)}.jpg`);
    expect(storedFileName(long, 'jpg')).toBe(`${'图'.repeat(90)}.jpg`);
    // Characters, not UTF-16 units: a picture character outside the BMP is one.
    expect(storedFileName(`${'😀'.repeat(99)}`, 'png')).toBe(`${'😀'.repeat(99)}`);
  });
});
