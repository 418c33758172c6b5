import { getGetSystemFormDetailMockHandler, getGetSystemFormPageMockHandler } from '@/api/generated/endpoints/system-form/system-form.msw';
import { getDb } from '../db';
import { authorize, fail, isError, ok, paginate, pathId, persisted } from '../lib';

/** The store's system forms (关联表单), newest first. */
export const systemFormHandlers = [
  getGetSystemFormPageMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:system:form:page');
    if (isError(account)) return account;
    const rows = getDb().systemForms.toSorted((a, b) => b.id - a.id);
    return ok(paginate(rows, new URL(request.url)));
  })),
  getGetSystemFormDetailMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:system:form:detail');
    if (isError(account)) return account;
    const form = getDb().systemForms.find((f) => f.id === pathId(params));
    return form ? ok(form) : fail(500, '系统表单不存在');
  })),
];
