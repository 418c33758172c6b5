import { readFileSync } from 'node:fs';
import { getResponse } from 'msw';
import { readBundledContract } from '@/test/bundled-contract';
import { operations, type OperationId } from '@/api/operations.gen';
import { getDb } from '../db';
import { handlers } from '../handlers';
import { routed } from '../router';

// Issue 29: who may make each call of the demo backend. Every call needs a permission but signing in and
// what any signed-in admin rightly asks of their own session; the reference backend leaves a few calls open
// (no @PreAuthorize), and those the demo answers are guarded here and listed in docs/reference-backend.md for operators.

const backend = [routed(handlers)];

/** Calls made before signing in: sign-in and its captchas (the block puzzle's among them), and the site's public settings. */
const PUBLIC = [
  'acquireSecret',
  'checkSafetyCaptcha',
  'detectLoginAccount',
  'getFrontDomain',
  'getLoginPic',
  'getMediaDomain',
  'getSafetyCaptcha',
  'getValidateCode',
  'jumpLogin',
  'logout',
  'merchantLogin',
  'verifySafetyCaptcha',
];
/** Any signed-in admin: who they are, their menus, the other systems and a ticket to them, a config value. */
const SIGNED_IN = ['getAdminInfoByToken', 'getConfigUniq', 'getLoginTicket', 'getMenus', 'getSystemLinkList'];

/** Asks the demo backend for an operation with a token, with stand-in values (the permission is checked before the values are read). */
async function answer(operation: OperationId, token: string) {
  const { method, path } = operations[operation];
  const url = `http://localhost/api${path.replace(/:\w+/g, '1')}`;
  // Downloads carry the token as a bearer token, every other call in the console's header.
  const headers = { 'Authori-zation': token, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const response = await getResponse(backend, new Request(url, { method, headers, body: method === 'GET' ? undefined : '{}' }));
  if (!response) return undefined;
  return response.headers.get('Content-Type')?.includes('json') ? ((await response.json()) as { code: number }).code : response.status;
}

/** A signed-in admin holding these permissions alone (none at all by default). */
function signInHolding(permissions: string[] = []) {
  const db = getDb();
  const staff = db.accounts.find((a) => a.account === 'staff')!;
  const id = Math.max(...db.accounts.map((a) => a.id)) + 1;
  const account = `holder-${id}`;
  db.accounts.push({ ...staff, id, account, roles: [account], roleIds: [], permissions, menus: [] });
  return () => {
    // Signing out ends the session: each call gets it afresh.
    db.sessions[`${account}-token`] = id;
    return `${account}-token`;
  };
}

interface ReferenceOperation {
  method: string;
  path: string;
  /** null where the inventory says `-`: the controller method has no @PreAuthorize. */
  permission: string | null;
}

/** The reference backend's calls, with the contract's operation for each (undefined: one the console does not make). */
const referenceOperations = (JSON.parse(readFileSync('openapi/reference/merchant-backend.json', 'utf8')) as { operations: ReferenceOperation[] }).operations.map((op) => ({
  ...op,
  operationId: (Object.keys(operations) as OperationId[]).find((id) => operations[id].method === op.method && operations[id].path === op.path.replace(/\{(\w+)\}/g, ':$1')),
}));

/** The reference backend's calls that check no permission (§6: `-`). */
const openInReference = referenceOperations
  .filter((op) => op.permission === null)
  .map((op) => {
    if (!op.operationId) throw new Error(`no operation for ${op.method} ${op.path}`);
    return { ...op, operationId: op.operationId };
  });

/** The reference's calls the console makes that need a permission, and that permission. */
const guardedInReference = referenceOperations.flatMap((op) => (op.operationId && op.permission !== null ? [{ operationId: op.operationId, permission: op.permission }] : []));

/** The permissions the contract names for its calls ("Permission `…`." in an operation's description), the console's own calls included. */
const guardedInContract = Object.values((readBundledContract() as { paths: Record<string, Record<string, { operationId?: string; description?: string }>> }).paths).flatMap((item) =>
  Object.values(item).flatMap((op) => {
    const permission = /Permission `([^`]+)`/.exec(op.description ?? '')?.[1];
    return op.operationId && permission ? [{ operationId: op.operationId as OperationId, permission }] : [];
  }),
);

describe('who may make each call of the demo backend', () => {
  it('refuses every call to an admin holding no permission, but signing in and their own session', async () => {
    const token = signInHolding();
    const open: string[] = [];
    for (const operation of Object.keys(operations) as OperationId[]) {
      const code = await answer(operation, token());
      if (code !== undefined && code !== 403) open.push(operation);
    }
    expect(open.toSorted()).toEqual([...PUBLIC, ...SIGNED_IN].toSorted());
  });

  // Roles grant the reference's permissions (its menu tree's): a call the demo guards with another string
  // refused everyone who held the right one (导出 on 商品列表 asked for merchant:export:excel:product).
  it('lets an admin holding just the permission the reference backend, or the contract, names for a call make it', async () => {
    expect(guardedInReference.length).toBeGreaterThan(200);
    expect(guardedInContract.length).toBeGreaterThan(250);
    const refused: string[] = [];
    for (const { operationId, permission } of [...guardedInReference, ...guardedInContract]) {
      if ((await answer(operationId, signInHolding([permission])())) === 403) refused.push(`${operationId} (${permission})`);
    }
    expect(refused).toEqual([]);
  });

  it('finds the calls the reference backend leaves open: sign-in and its captchas, the public settings, 员工管理, and test calls', () => {
    expect(openInReference.map((op) => op.operationId).toSorted()).toEqual(
      [
        'checkSafetyCaptcha',
        'deleteEmployee',
        'detectLoginAccount',
        'fetchVideoCats',
        'getFrontDomain',
        'getMediaDomain',
        'getSafetyCaptcha',
        'getValidateCode',
        'verifySafetyCaptcha',
        'getEmployeeInfo',
        'getEmployeeList',
        'getGroupBuyUserInfo',
        'getGroupBuyUserList',
        'getLoginPic',
        'merchantLogin',
        'saveEmployee',
        'syncLiveGoodsAuditStatus',
        'syncLiveRoomStatus',
        'syncProducts',
        'updateEmployee',
      ].toSorted(),
    );
  });

  it.each(openInReference.filter((op) => !PUBLIC.includes(op.operationId)).map((op) => [op.operationId, op] as const))(
    '%s: guarded: refused to an admin holding no permission and to the clerk, or not answered at all',
    async (_, op) => {
      for (const token of [signInHolding()(), 'staff-token']) expect([403, undefined]).toContain(await answer(op.operationId, token));
    },
  );

  it('lists every call the reference leaves open in docs/reference-backend.md, for operators to guard', () => {
    const readme = readFileSync('docs/reference-backend.md', 'utf8');
    const section = readme.slice(readme.indexOf('### Calls the reference backend leaves open'));
    const table = section.slice(0, section.indexOf('\n\n', section.indexOf('|')));
    expect(openInReference.filter((op) => !table.includes(`\`${op.method} ${op.path}\``)).map((op) => op.path)).toEqual([]);
  });
});
