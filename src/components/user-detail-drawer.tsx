import { useGetUserDetail } from '@/api/generated/endpoints/user/user';
import { detailValue } from '@/components/ui/detail-value';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { QueryState } from '@/components/query-state';
import { registerTypeLabel, userSexLabel } from '@/lib/enums';
import { yuan } from '@/lib/format';

/** What reading a user's details takes (the reference's permission of user/detail). */
export const USER_DETAIL_PERMISSION = 'merchant:user:detail';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2 py-1.5 text-sm">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-all text-slate-800">{detailValue(children)}</dd>
    </div>
  );
}

const yes = (v: boolean | undefined) => (v ? '是' : '否');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1 border-l-2 border-primary pl-2 text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return <dl className="grid grid-cols-1 sm:grid-cols-2 sm:gap-x-6">{children}</dl>;
}

/**
 * 用户详情: who the user is, how they reach the store, and their standing. With `onSendCoupon`
 * (given only to those allowed to send) the footer offers 发送优惠券.
 */
export function UserDetailDrawer({ userId, onClose, onSendCoupon }: { userId: number | undefined; onClose: () => void; onSendCoupon?: (uid: number) => void }) {
  const detail = useGetUserDetail(userId ?? 0, undefined, { query: { enabled: userId !== undefined } });
  const user = detail.data;
  return (
    <Drawer
      open={userId !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title="用户详情"
      width={720}
      footer={
        user && onSendCoupon ? (
          <Button variant="primary" onClick={() => onSendCoupon(user.id)}>
            发送优惠券
          </Button>
        ) : undefined
      }
    >
      <QueryState query={detail} rows={8}>
        {user && (
          <div className="flex flex-col gap-5">
            <div className="flex items-center gap-4">
              <img src={user.avatar} alt="" className="size-14 rounded-full" />
              <div>
                <p className="text-base font-semibold">{user.nickname}</p>
                <p className="text-xs text-slate-500">
                  UID {user.id} · {user.status ? '正常' : '已禁用'}
                  {user.isLogoff ? ' · 已注销' : ''}
                </p>
              </div>
            </div>
            <Section title="基本信息">
              <Grid>
                <Item label="真实姓名">{user.realName}</Item>
                <Item label="手机号">{user.phone}</Item>
                <Item label="账号">{user.account}</Item>
                <Item label="性别">{userSexLabel(user.sex)}</Item>
                <Item label="生日">{user.birthday}</Item>
                <Item label="国家">{user.country === 'CN' ? '中国' : user.country}</Item>
                <Item label="地址">{[user.province, user.city, user.district, user.address].filter(Boolean).join(' ')}</Item>
                <Item label="注册类型">{registerTypeLabel(user.registerType)}</Item>
                <Item label="创建时间">{user.createTime}</Item>
                <Item label="创建IP">{user.addIp}</Item>
                <Item label="最后登录">{user.lastLoginTime}</Item>
                <Item label="最后登录IP">{user.lastIp}</Item>
              </Grid>
            </Section>
            <Section title="账户信息">
              <Grid>
                <Item label="余额">{yuan(user.nowMoney)}</Item>
                <Item label="用户积分">{user.integral}</Item>
                <Item label="用户经验">{user.experience}</Item>
                <Item label="等级">{user.grade ?? user.level}</Item>
                <Item label="佣金金额">{user.brokeragePrice === undefined ? undefined : yuan(user.brokeragePrice)}</Item>
                <Item label="购买次数">{user.payCount}</Item>
                <Item label="连续签到天数">{user.signNum}</Item>
                <Item label="付费会员">{user.isPaidMember ? (user.isPermanentPaidMember ? '是（永久会员）' : `是（到期 ${user.paidMemberExpirationTime ?? '-'}）`) : '否'}</Item>
                <Item label="推广员">{user.isPromoter ? `是（${user.promoterTime ?? '-'}）` : '否'}</Item>
                <Item label="下级人数">{user.spreadCount}</Item>
                <Item label="上级推广员">{user.spreadUid ? `${user.spreadName}（UID ${user.spreadUid}，${user.spreadTime ?? '-'} 绑定）` : ''}</Item>
                <Item label="注销">{user.isLogoff ? `是（${user.logoffTime ?? '-'}）` : '否'}</Item>
              </Grid>
            </Section>
            <Section title="关联渠道">
              <Grid>
                <Item label="公众号">{yes(user.isWechatPublic)}</Item>
                <Item label="小程序">{yes(user.isWechatRoutine)}</Item>
                <Item label="微信iOS">{yes(user.isWechatIos)}</Item>
                <Item label="微信安卓">{yes(user.isWechatAndroid)}</Item>
                <Item label="iOS">{yes(user.isBindingIos)}</Item>
              </Grid>
            </Section>
            <Section title="备注">
              <p className="text-sm text-slate-700">{user.mark || '-'}</p>
            </Section>
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}
