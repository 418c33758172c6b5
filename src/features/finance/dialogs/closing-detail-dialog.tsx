import type { ReactNode } from 'react';
import { useGetClosingRecordDetail } from '@/api/generated/endpoints/finance/finance';
import type { ClosingDetail } from '@/api/generated/model';
import { PictureThumbs } from '@/components/picture-thumb';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { closingAccountStatusLabel, closingAuditStatusLabel, transferTypeLabel } from '@/lib/enums';
import { yuan } from '@/lib/format';
import { closingProofPictures } from '@/features/finance/model/closing-proof';
import { UNCACHED } from '@/features/finance/model/finance-queries';
import { DetailRows } from './detail-rows';

const image = (src: string | undefined, alt: string) => (src ? <img src={src} alt={alt} className="size-24 rounded border border-slate-200 object-contain" /> : '暂无');

/** 结算凭证: each picture the platform attached, opening larger; 暂无 before it pays. */
function proof(text: string | undefined): ReactNode {
  const pictures = closingProofPictures(text);
  return pictures.length === 0 ? '暂无' : <PictureThumbs pictures={pictures} name="结算凭证" className="size-24" />;
}

/** The account the money goes to, as the settlement recorded it. */
function accountOf(d: ClosingDetail): Array<readonly [string, ReactNode]> {
  if (d.closingType === 'bank') {
    return [
      ['持卡人姓名', d.closingName],
      ['银行名称', d.closingBank],
      ['银行卡号', d.closingBankCard],
    ];
  }
  return [
    [d.closingType === 'wechat' ? '微信号' : '支付宝账号', d.closingType === 'wechat' ? d.wechatNo : d.alipayAccount],
    ['真实姓名', d.realName],
    ['收款二维码', image(d.paymentCode, '收款二维码')],
  ];
}

/** 结算信息: the account, the platform's review and the payment voucher of one settlement (`target`: its number). */
export function ClosingDetailDialog({ target, onClose }: { target: string | null; onClose: () => void }) {
  const detail = useGetClosingRecordDetail(target ?? '', undefined, { query: { ...UNCACHED.query, enabled: target !== null } });
  const d = detail.data;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="结算信息"
      width={600}
      footer={
        <Button variant="primary" onClick={onClose}>
          我知道了
        </Button>
      }
    >
      <QueryState query={detail} rows={6}>
        {d && (
          <div className="flex flex-col gap-4">
            <DetailRows
              label="结算账户"
              rows={[['结算单号', d.closingNo], ['结算类型', transferTypeLabel(d.closingType)], ['转账金额', yuan(d.amount)], ...accountOf(d), ['申请时间', d.createTime]]}
            />
            <DetailRows
              label="审核结果"
              rows={[
                ['审核状态', closingAuditStatusLabel(d.auditStatus)],
                ['审核员姓名', d.auditName],
                ['审核时间', d.auditTime],
                ...(d.auditStatus === 2 ? [['拒绝原因', d.refusalReason] as const] : []),
                ['到账状态', closingAccountStatusLabel(d.accountStatus)],
                ['结算时间', d.closingTime],
                ['结算凭证', proof(d.closingProof)],
                ['备注', d.mark],
              ]}
            />
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
