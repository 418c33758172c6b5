import type { CategoryTreeNode } from '@/api/generated/model';
import { flattenTree, formatFileSize, isImageFile, isVideoFile, subtreeIds, toggleSelection } from './material-rules';

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
