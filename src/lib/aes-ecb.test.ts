import { createCipheriv } from 'node:crypto';
import { decryptAesEcb, encryptAesEcb } from './aes-ecb';

describe('the block puzzle’s cipher', () => {
  const key = 'XwKsGlMcdPMEhR1B';

  it('is AES-128-ECB with PKCS#7 padding, as Java’s AES/ECB/PKCS5Padding and crypto-js write it', () => {
    const text = '{"x":153,"y":5}';
    const node = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    const expected = Buffer.concat([node.update(text, 'utf8'), node.final()]).toString('base64');
    expect(encryptAesEcb(text, key)).toBe(expected);
    expect(decryptAesEcb(expected, key)).toBe(text);
  });

  it('refuses a text encrypted under another key', () => {
    expect(() => decryptAesEcb(encryptAesEcb('token---{"x":1,"y":5}', key), 'AAAAAAAAAAAAAAAA')).toThrow('aes: bad decrypt');
  });
});
