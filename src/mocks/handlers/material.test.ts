import { uploadImage } from '@/api/generated/endpoints/material/material';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], name, { type: 'image/jpeg' });
const listed = () => getDb().attachments.at(-1);

describe('the demo backend of uploads', () => {
  beforeEach(() => switchRole('admin'));

  it('lists a file under its name, a name over 99 characters kept to its first 90 and its extension', async () => {
    const short = await uploadImage({ multipart: jpeg('新品海报.jpg') }, { model: 'product', pid: 0 });
    expect(short.fileName).toBe('新品海报.jpg');
    expect(listed()?.name).toBe('新品海报.jpg');
    const long = await uploadImage({ multipart: jpeg(`${'春'.repeat(100)}.jpg`) }, { model: 'product', pid: 0 });
    expect(long.fileName).toBe(`${'春'.repeat(90)}.jpg`);
    expect(listed()?.name).toBe(`${'春'.repeat(90)}.jpg`);
  });

  it('refuses a file name holding a control character, storing nothing', async () => {
    const before = getDb().attachments.length;
    await expect(uploadImage({ multipart: jpeg('海\u0007报.jpg') }, { model: 'product', pid: 0 }, { silent: true })).rejects.toMatchObject({
      code: 400,
      message: '文件名含有控制字符或无效字符，请重命名文件后再上传',
    });
    expect(getDb().attachments).toHaveLength(before);
  });
});
