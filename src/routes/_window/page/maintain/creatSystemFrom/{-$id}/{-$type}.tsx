import { createFileRoute } from '@tanstack/react-router';
import { getGetSystemFormDetailQueryOptions } from '@/api/generated/endpoints/system-form/system-form';
import { prefetch } from '@/components/list/prefetch';
import { DesignerPage } from '@/features/system-form/designer/designer-page';
import { designerTarget } from '@/features/system-form/system-form-search';

/** 表单设计: the form designer, in a window of its own (no console layout); id 0 or none adds a form. */
export const Route = createFileRoute('/_window/page/maintain/creatSystemFrom/{-$id}/{-$type}')({
  loader: ({ params }) => {
    const { id } = designerTarget(params);
    return id > 0 ? prefetch(getGetSystemFormDetailQueryOptions(id)) : undefined;
  },
  staticData: { title: '表单设计' },
  component: function SystemFormDesigner() {
    const target = designerTarget(Route.useParams());
    return <DesignerPage key={target.id} target={target} />;
  },
});
