import { createFileRoute } from '@tanstack/react-router';
import { FormPreviewPage } from '@/components/dynamic-form/form-preview-page';

// Public and outside the console layout: the form designer opens it in a window or an iframe.
export const Route = createFileRoute('/preview')({
  staticData: { title: '表单预览' },
  component: FormPreviewPage,
});
