import { http, HttpResponse } from 'msw';
import { authorize, fail, isError } from '../lib';

/** Files the demo backend generated (exports), kept until downloaded with delete, or the page is closed. */
const downloads = new Map<string, { bytes: Uint8Array<ArrayBuffer>; type: string }>();

export function storeDownload(fileName: string, bytes: Uint8Array, type: string) {
  downloads.set(fileName, { bytes: new Uint8Array(bytes), type });
}

const bearerToken = (request: Request) => (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');

export const fileHandlers = [
  // Written by hand: the generated handler answers JSON only, and a download answers the file.
  http.get('*/common/download', ({ request }) => {
    const headers = new Headers(request.headers);
    headers.set('Authori-zation', bearerToken(request));
    const account = authorize(new Request(request.url, { headers }));
    if (isError(account)) return HttpResponse.json(account);
    const url = new URL(request.url);
    const fileName = url.searchParams.get('fileName') ?? '';
    const file = downloads.get(fileName);
    if (!file) return HttpResponse.json(fail(500, '文件不存在或已过期'));
    if (url.searchParams.get('delete') === 'true') downloads.delete(fileName);
    return new HttpResponse(file.bytes, {
      headers: { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` },
    });
  }),
];
