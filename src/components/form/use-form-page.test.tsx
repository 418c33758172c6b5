import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useNavigate } from '@tanstack/react-router';
import { ConfirmHost } from '@/components/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { LEAVE_QUESTION } from '@/components/use-unsaved-changes';
import { DRAFT_DELAY_MS } from '@/components/use-local-draft';
import { clearMessages, getMessages } from '@/lib/message';
import { getTabs, resetTabs, visitTab } from '@/lib/tabs';
import { fieldsResolver, restoreValues } from './form-checks';
import { FormPage } from './form-page';
import { useFormPage, type FormPageOptions } from './use-form-page';

const schema = z.object({ name: z.string().trim().min(1, '请输入名称').default('') });
type Values = z.output<typeof schema>;

type Options = Pick<FormPageOptions<[Values], Values>, 'save' | 'after' | 'leaveTo'> & { draftKey?: string };

/** A page with one field on the kit: the form at /form, a list at /list it leaves to. */
function renderForm({ draftKey = 'test-form', ...options }: Options) {
  function TestForm() {
    const navigate = useNavigate();
    const form = useForm<Values>({ resolver: fieldsResolver(schema), defaultValues: { name: '' } });
    const values = useWatch({ control: form.control }) as Values;
    const page = useFormPage({
      dirty: form.formState.isDirty,
      draft: { key: draftKey, value: values, restore: (saved) => restoreValues(form, { name: '' }, saved) },
      success: '保存成功',
      ...options,
    });
    return (
      <FormPage title="测试表单" backTo="/list" draft={page.draft} onSubmit={form.handleSubmit(page.submit)} footer={<Button type="submit" variant="primary" loading={page.pending}>保存</Button>}>
        <Input aria-label="名称" {...form.register('name')} />
        <p>{form.formState.errors.name?.message}</p>
        <Button onClick={() => void navigate({ href: '/list' })}>去列表</Button>
      </FormPage>
    );
  }
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ConfirmHost />
      </>
    ),
  });
  const formRoute = createRoute({ getParentRoute: () => root, path: '/form', component: TestForm });
  const list = createRoute({ getParentRoute: () => root, path: '/list', component: () => <h1>列表</h1> });
  const history = createMemoryHistory({ initialEntries: ['/form'] });
  const router = createRouter({ routeTree: root.addChildren([formRoute, list]), history });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const typeName = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await user.type(await screen.findByLabelText('名称'), text);
};

/** The test form's draft is in local storage. */
const draftKept = () => Object.keys(localStorage).some((k) => k.endsWith(':test-form'));

beforeEach(() => {
  localStorage.clear();
  clearMessages();
  resetTabs();
});

describe('useFormPage', () => {
  it('asks before unsaved input is left, and stays when the answer is no', async () => {
    const { router, user } = renderForm({ save: vi.fn<(values: Values) => Promise<void>>() });
    await user.click(await screen.findByRole('button', { name: '去列表' }));
    // Nothing typed: the link goes through without asking.
    expect(await screen.findByRole('heading', { name: '列表' })).toBeInTheDocument();
    await router.navigate({ href: '/form' });
    await typeName(user, '夏季');
    await user.click(screen.getByRole('button', { name: '去列表' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(LEAVE_QUESTION);
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('名称')).toHaveValue('夏季');
  });

  it('keeps a draft of unsaved input and offers it back when the form opens again', async () => {
    const first = renderForm({ save: vi.fn<(values: Values) => Promise<void>>() });
    await typeName(first.user, '秋季新款');
    await new Promise((resolve) => setTimeout(resolve, DRAFT_DELAY_MS + 50));
    document.body.innerHTML = '';

    const { user } = renderForm({ save: vi.fn<(values: Values) => Promise<void>>() });
    expect(await screen.findByRole('status')).toHaveTextContent('有未保存的草稿');
    expect(screen.getByLabelText('名称')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '恢复草稿' }));
    expect(screen.getByLabelText('名称')).toHaveValue('秋季新款');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('runs the save once however fast it is pressed, then says so, forgets the draft, closes the tab, leaves, and runs the rest, in that order', async () => {
    const steps: string[] = [];
    const gate: { finish?: () => void } = {};
    const save = vi.fn<(values: Values) => Promise<void>>(
      (values: Values) =>
        new Promise<void>((resolve) => {
          steps.push(`save ${values.name}`);
          gate.finish = resolve;
        }),
    );
    const { router, user } = renderForm({
      save,
      // The rest of the save runs last: the message is out, the draft gone, the tab closed, the list reached.
      after: () => steps.push(`after ${getMessages().map((m) => m.text).join()} ${draftKept()} ${getTabs().some((t) => t.path === '/form')} ${router.state.location.pathname}`),
      leaveTo: '/list',
    });
    visitTab('/form', '/form', '测试表单');
    await typeName(user, '冬季');
    await new Promise((resolve) => setTimeout(resolve, DRAFT_DELAY_MS + 50));
    expect(draftKept()).toBe(true);
    const button = screen.getByRole('button', { name: '保存' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    gate.finish?.();
    expect(await screen.findByRole('heading', { name: '列表' })).toBeInTheDocument();
    // No question on the way out: the saved form is left as saved.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(steps).toEqual(['save 冬季', 'after 保存成功 false false /list']));
    expect(router.state.location.pathname).toBe('/list');
    expect(getTabs().some((t) => t.path === '/form')).toBe(false);
    expect(draftKept()).toBe(false);
  });

  it('keeps everything typed when the save is refused, and lets the user try again at once', async () => {
    const save = vi.fn<(values: Values) => Promise<void>>().mockRejectedValueOnce(new Error('refused')).mockResolvedValue(undefined);
    const after = vi.fn<() => void>();
    const { router, user } = renderForm({ save, after, leaveTo: '/list' });
    await typeName(user, '春季');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(after).not.toHaveBeenCalled();
    expect(getMessages().some((m) => m.text === '保存成功')).toBe(false);
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('名称')).toHaveValue('春季');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('heading', { name: '列表' })).toBeInTheDocument();
  });

  it('sends nothing while a rule fails', async () => {
    const save = vi.fn<(values: Values) => Promise<void>>();
    const { user } = renderForm({ save });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
