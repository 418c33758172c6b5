import { ecb } from '@noble/ciphers/aes.js';
import { fromBase64, toBase64 } from './base64';

// The block puzzle's cipher (the AJ-Captcha library the reference backend uses, and its clients): AES in ECB
// mode with PKCS#7 padding, the key the UTF-8 bytes of the puzzle's secretKey (16 characters: AES-128), the
// text UTF-8 and the result Base64. WebCrypto has no ECB; @noble/ciphers (audited, no dependencies) has.

const utf8 = new TextEncoder();

/** Base64(AES-ECB-PKCS7(text, key)). */
export const encryptAesEcb = (text: string, key: string) => toBase64(ecb(utf8.encode(key)).encrypt(utf8.encode(text)));

/** The text of Base64(AES-ECB-PKCS7(…)); throws on a wrong key, bad padding or bad Base64. */
export const decryptAesEcb = (base64: string, key: string) => new TextDecoder('utf-8', { fatal: true }).decode(ecb(utf8.encode(key)).decrypt(fromBase64(base64)));
