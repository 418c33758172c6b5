import { http, HttpResponse } from 'msw';
import { drawnFile } from '../assets';
import { getDb, inStore } from '../db';
import { authorizeToken, fail, isError } from '../lib';
import { anchorCodeSvg } from '../logic/live';
import { ANY_EXPORT_READER, openExport } from '../logic/maintain';

// Not calls of the contract: files the browser fetches by address, answered with the file itself.

/** A download is a plain link: its token comes as a bearer token, not in the console's header. */
const bearerToken = (request: Request) => (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');

/**
 * How every stored file is served: its type is never sniffed into another, it runs nothing when opened
 * (a sandbox without scripts, no plugins, nothing fetched), and anything that is not a picture or a
 * video is a download, never a page of the console's origin.
 */
function fileHeaders(type: string, cache: string, media = /^(image\/(jpeg|png|gif|bmp)|video\/mp4)$/.test(type)): HeadersInit {
  return {
    'Content-Type': media ? type : 'application/octet-stream',
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    ...(media ? {} : { 'Content-Disposition': 'attachment' }),
  };
}

function dataUrlResponse(dataUrl: string) {
  const [head, data] = dataUrl.split(',', 2);
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(data ?? ''), (c) => c.charCodeAt(0));
  return new HttpResponse(bytes, { headers: fileHeaders(type, 'max-age=3600') });
}

export const fileHandlers = [
  // Pictures and uploads of the demo backend, at their short addresses.
  http.get('*/demo-files/*', async ({ request }) => {
    const path = new URL(request.url).pathname;
    const drawn = drawnFile(path);
    // The demo's own drawings (made here, never uploaded) are the one SVG it serves.
    if (drawn) return new HttpResponse(drawn, { headers: fileHeaders('image/svg+xml', 'max-age=86400', true) });
    const stored = await inStore(() => getDb().files[path.slice(path.indexOf('/demo-files/'))]);
    return stored ? dataUrlResponse(stored) : new HttpResponse(null, { status: 404 });
  }),
  // WeChat's anchor code of 直播间管理's 成为主播, a fixed image on WeChat's server: drawn here (the worker reaches no other origin).
  http.get('*/op_res/*', ({ request }) => (new URL(request.url).host === 'res.wx.qq.com' ? new HttpResponse(anchorCodeSvg(), { headers: fileHeaders('image/svg+xml', 'max-age=86400', true) }) : undefined)),
  // A download with delete empties the file: saved before the bytes leave, like every other change.
  http.get('*/common/download', ({ request }) =>
    inStore(() => {
      const account = authorizeToken(bearerToken(request), ANY_EXPORT_READER);
      if (isError(account)) return HttpResponse.json(account);
      const url = new URL(request.url);
      const fileName = url.searchParams.get('fileName') ?? '';
      const file = openExport(account, fileName, url.searchParams.get('delete') === 'true');
      if (!file) return HttpResponse.json(fail(500, '文件不存在或已过期'));
      return new HttpResponse(file.bytes, {
        headers: { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` },
      });
    }),
  ),
];
