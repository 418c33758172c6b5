import { getResponse, http, HttpResponse } from 'msw';
import { routed } from './router';

const answer = (name: string) => () => HttpResponse.json({ name });
const router = routed([
  http.get('*/admin/merchant/product/info/:id', ({ params }) => HttpResponse.json({ name: 'info', id: params.id })),
  http.get('*/admin/merchant/product/list', answer('list')),
  http.post('*/admin/merchant/product/list', answer('list by post')),
  http.get('*/demo-files/*', answer('file')),
  http.get('*/admin/merchant/product/skip', () => undefined),
  http.get('*/admin/merchant/product/skip', answer('second')),
]);

async function nameOf(method: string, url: string) {
  const response = await getResponse([router], new Request(url, { method }));
  return response ? ((await response.json()) as { name: string; id?: string }) : undefined;
}

describe('the demo router', () => {
  it('answers with the handler of the method and path, with its path parameters', async () => {
    expect(await nameOf('GET', 'http://localhost/api/admin/merchant/product/list?page=2')).toEqual({ name: 'list' });
    expect(await nameOf('POST', 'http://localhost/api/admin/merchant/product/list')).toEqual({ name: 'list by post' });
    expect(await nameOf('GET', 'http://localhost/api/admin/merchant/product/info/42')).toEqual({ name: 'info', id: '42' });
    expect(await nameOf('GET', 'http://localhost/demo-files/picture/1/a.svg')).toEqual({ name: 'file' });
  });

  it('passes on what no handler takes: another method, a longer or a different path', async () => {
    expect(await nameOf('DELETE', 'http://localhost/api/admin/merchant/product/list')).toBeUndefined();
    expect(await nameOf('GET', 'http://localhost/api/admin/merchant/product/info/42/more')).toBeUndefined();
    expect(await nameOf('GET', 'http://localhost/api/admin/merchant/product/lists')).toBeUndefined();
  });

  it('goes on to the next fitting handler when one answers nothing, as msw does', async () => {
    expect(await nameOf('GET', 'http://localhost/api/admin/merchant/product/skip')).toEqual({ name: 'second' });
  });

  it('refuses a handler whose path is not a string', () => {
    expect(() => routed([http.get(/product/, answer('x'))])).toThrow('string paths only');
  });
});
