import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { couponDetailOptions } from '@/api/calls/coupon';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { CouponForm, COUPON_FORM_TITLES } from '@/features/coupon/components/coupon-form';
import { emptyCouponValues, valuesFromDetail } from '@/features/coupon/model/coupon-form-model';
import { COUPON_LIST_PATH, couponFormMode } from '@/features/coupon/model/coupon-links';

/** The form starts from what the server holds now: a coupon's copy is dropped once the form is left. */
export const COUPON_DETAIL_QUERY = { gcTime: 0 } as const;

const route = getRouteApi('/_authed/_permitted/coupon/list/save/{-$id}/{-$copy}');

/** /coupon/list/save/{id?}/{copy?}: adds a coupon, edits one, or copies one into a new coupon. */
export function CouponFormPage() {
  const params = route.useParams();
  const { mode, id } = couponFormMode(params);
  const detail = useQuery({ ...couponDetailOptions(id, COUPON_DETAIL_QUERY), enabled: mode !== 'create' });

  if (mode === 'create') return <CouponForm key="create" mode="create" initial={emptyCouponValues()} />;
  const data = detail.data;
  if (!data) {
    return (
      <div className="flex flex-col gap-3">
        <PageHeader title={COUPON_FORM_TITLES[mode]} backTo={COUPON_LIST_PATH} />
        <div className="rounded bg-white p-5">
          <QueryState query={detail} rows={8}>
            {null}
          </QueryState>
        </div>
      </div>
    );
  }
  return <CouponForm key={`${mode}-${id}`} mode={mode} couponId={mode === 'edit' ? id : undefined} initial={valuesFromDetail(data)} />;
}
