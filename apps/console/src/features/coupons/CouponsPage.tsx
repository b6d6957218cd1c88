/**
 * Coupons in the console. Platform: every campaign with its redemption figures, a new campaign of any
 * of the four kinds, a coupon given straight to a member, the draw's prizes and weights, coupon packs.
 * Merchant: the campaigns of their shops and a new giveaway of shop coupons within the platform's
 * limits. The server checks the role and the shop on every call; the page only offers what fits.
 */
import type { DescriptorOutput } from '@siam/api-client'
import { couponConsoleApi, couponPackApi } from '@siam/contracts/descriptors'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError, call } from '../../shared/api/client'
import { dateTime } from '../../shared/format'
import { useSignedIn } from '../../shared/signedIn'
import { LoadError } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import { couponConsoleQueries } from './couponQueries'
import { useCouponT } from './i18n'

const KINDS = ['delivery', 'shop', 'doubleDraw', 'rebateCard'] as const
type Kind = (typeof KINDS)[number]
const DAY = 24 * 3600_000

/** Yuan typed by staff -> fen (two decimals at most). */
const fenOf = (yuan: string) => Math.round(Number(yuan || '0') * 100)

interface TermsForm {
  kind: Kind
  titleEn: string
  titleZh: string
  amount: string
  percent: string
  threshold: string
  shopId: string
  days: string
}

const EMPTY_TERMS: TermsForm = {
  kind: 'shop',
  titleEn: '',
  titleZh: '',
  amount: '5',
  percent: '',
  threshold: '0',
  shopId: '',
  days: '7',
}

function templateOf(f: TermsForm) {
  const title: Record<string, string> = { en: f.titleEn }
  if (f.titleZh) title['zh-Hans'] = f.titleZh
  return {
    kind: f.kind,
    title,
    amountFen: f.kind === 'doubleDraw' ? 0 : fenOf(f.amount),
    percentOff: f.percent ? Number(f.percent) : null,
    thresholdFen: f.kind === 'doubleDraw' ? 0 : fenOf(f.threshold),
    shopId: f.shopId || null,
    validity: { type: 'days' as const, days: Number(f.days || '1') },
  }
}

export function Component() {
  const { t } = useCouponT()
  const { staff } = useSignedIn()
  const platform = staff.role === 'platform'
  const campaigns = useQuery(couponConsoleQueries.campaigns(staff.role))
  return (
    <div className="refunds-page coupons-console">
      <div className="board-toolbar">
        <h1 className="page-title">{t(platform ? 'console:nav_coupons' : 'console:nav_shop_coupons')}</h1>
      </div>
      <section>
        <h2>{t('coupon:console_campaigns')}</h2>
        {campaigns.isError && (
          <LoadError message={campaigns.error.message} onRetry={() => void campaigns.refetch()} />
        )}
        <table className="refunds-table">
          <thead>
            <tr>
              <th>{t('coupon:console_title_en')}</th>
              <th>{t('coupon:console_kind')}</th>
              <th>{t('coupon:console_shop')}</th>
              <th>{t('coupon:console_claimed')}</th>
              <th>{t('coupon:console_used')}</th>
              <th>{t('coupon:console_ends')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {campaigns.data?.map((c) => (
              <CampaignRow key={c.id} campaign={c} />
            ))}
          </tbody>
        </table>
      </section>
      <CampaignForm />
      {platform && <GiveForm />}
      {platform && <PrizesForm />}
      {platform && <PackForm />}
    </div>
  )
}

type Campaign = DescriptorOutput<typeof couponConsoleApi.adminCampaignList>[number]

/** `datetime-local` value of an ISO time, in the browser's zone. */
const localInput = (iso: string) => {
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/**
 * One campaign with its figures; the staff member may change its quantity, per-member limit and
 * end, or end it now (the server checks whose it is and the limits, and answers why not).
 */
function CampaignRow({ campaign: c }: { campaign: Campaign }) {
  const { t } = useCouponT()
  const { staff } = useSignedIn()
  const platform = staff.role === 'platform'
  const submit = useSubmit()
  const [editing, setEditing] = useState<{ total: string; perMember: string; endsAt: string } | null>(null)
  const api = platform
    ? { update: couponConsoleApi.adminCampaignUpdate, end: couponConsoleApi.adminCampaignEnd }
    : { update: couponConsoleApi.merchantCampaignUpdate, end: couponConsoleApi.merchantCampaignEnd }
  const save = (e: FormEvent) => {
    e.preventDefault()
    if (!editing) return
    const body = {
      id: c.id,
      total: Number(editing.total),
      perMember: Number(editing.perMember),
      endsAt: new Date(editing.endsAt).toISOString(),
    }
    void submit
      .run(() => call(api.update, body))
      .then((saved) => {
        if (saved) setEditing(null)
      })
  }
  return (
    <tr>
      <td>{c.title}</td>
      <td>{t(`coupon:tab_${c.kind}`)}</td>
      <td>{c.shopName ?? t('coupon:console_all_shops')}</td>
      <td>
        {editing ? (
          <form className="coupon-campaign-edit" onSubmit={save}>
            <label>
              {t('coupon:console_total')}
              <input
                type="number"
                min={Math.max(1, c.claimed)}
                required
                value={editing.total}
                onChange={(e) => setEditing({ ...editing, total: e.target.value })}
              />
            </label>
            <label>
              {t('coupon:console_per_member')}
              <input
                type="number"
                min={1}
                required
                value={editing.perMember}
                onChange={(e) => setEditing({ ...editing, perMember: e.target.value })}
              />
            </label>
            <label>
              {t('coupon:console_end_date')}
              <input
                type="datetime-local"
                required
                value={editing.endsAt}
                onChange={(e) => setEditing({ ...editing, endsAt: e.target.value })}
              />
            </label>
            <button type="submit" className="btn btn-primary" disabled={submit.busy}>
              {t('coupon:console_save')}
            </button>
            <button type="button" className="btn" onClick={() => setEditing(null)}>
              {t('coupon:console_cancel')}
            </button>
          </form>
        ) : (
          `${c.claimed} / ${c.total}`
        )}
      </td>
      <td>{c.used}</td>
      <td>{dateTime(c.endsAt, 'en')}</td>
      <td>
        {c.active ? (
          <>
            <button
              type="button"
              className="btn"
              onClick={() =>
                setEditing({
                  total: String(c.total),
                  perMember: String(c.perMember),
                  endsAt: localInput(c.endsAt),
                })
              }
            >
              {t('coupon:console_edit')}
            </button>
            <button
              type="button"
              className="btn"
              disabled={submit.busy}
              onClick={() => void submit.run(() => call(api.end, { id: c.id }))}
            >
              {t('coupon:console_end')}
            </button>
          </>
        ) : (
          t('coupon:console_ended')
        )}
      </td>
    </tr>
  )
}

/** Kind, title, value, percentage, minimum, shop and validity: the terms every form here shares. */
function TermsFields({
  form,
  onForm,
  kinds,
}: {
  form: TermsForm
  onForm: (f: TermsForm) => void
  kinds: readonly Kind[]
}) {
  const { t } = useCouponT()
  const { staff } = useSignedIn()
  const set = (patch: Partial<TermsForm>) => onForm({ ...form, ...patch })
  return (
    <>
      <label>
        {t('coupon:console_kind')}
        <select value={form.kind} onChange={(e) => set({ kind: e.target.value as Kind })}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`coupon:tab_${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('coupon:console_title_en')}
        <input required value={form.titleEn} onChange={(e) => set({ titleEn: e.target.value })} />
      </label>
      <label>
        {t('coupon:console_title_zh')}
        <input value={form.titleZh} onChange={(e) => set({ titleZh: e.target.value })} />
      </label>
      <label>
        {t('coupon:console_amount')}
        <input inputMode="decimal" value={form.amount} onChange={(e) => set({ amount: e.target.value })} />
      </label>
      <label>
        {t('coupon:console_percent')}
        <input inputMode="numeric" value={form.percent} onChange={(e) => set({ percent: e.target.value })} />
      </label>
      <label>
        {t('coupon:console_threshold')}
        <input
          inputMode="decimal"
          value={form.threshold}
          onChange={(e) => set({ threshold: e.target.value })}
        />
      </label>
      <label>
        {t('coupon:console_shop')}
        <select value={form.shopId} onChange={(e) => set({ shopId: e.target.value })}>
          {staff.role === 'platform' && <option value="">{t('coupon:console_all_shops')}</option>}
          {staff.shops.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('coupon:console_valid_days')}
        <input inputMode="numeric" value={form.days} onChange={(e) => set({ days: e.target.value })} />
      </label>
    </>
  )
}

/** Runs a console write: a toast either way, and the campaign list read again. */
function useSubmit() {
  const { t } = useCouponT()
  const notify = useToast()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  return {
    busy,
    async run(work: () => Promise<unknown>) {
      setBusy(true)
      try {
        await work()
        notify(t('coupon:console_created'), 'success')
        return true
      } catch (e) {
        notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
        return false
      } finally {
        setBusy(false)
        void queryClient.invalidateQueries({ queryKey: couponConsoleQueries.campaigns('platform').queryKey })
        void queryClient.invalidateQueries({ queryKey: couponConsoleQueries.campaigns('merchant').queryKey })
      }
    },
  }
}

function CampaignForm() {
  const { t } = useCouponT()
  const { staff } = useSignedIn()
  const platform = staff.role === 'platform'
  const [terms, setTerms] = useState<TermsForm>({
    ...EMPTY_TERMS,
    shopId: platform ? '' : (staff.shops[0]?.id ?? ''),
  })
  const [total, setTotal] = useState('100')
  const [perMember, setPerMember] = useState('1')
  const [runDays, setRunDays] = useState('7')
  const submit = useSubmit()
  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const body = {
      template: templateOf(terms),
      total: Number(total),
      perMember: Number(perMember),
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + Number(runDays || '1') * DAY).toISOString(),
    }
    void submit.run(() =>
      platform
        ? call(couponConsoleApi.adminCampaignCreate, body)
        : call(couponConsoleApi.merchantCampaignCreate, {
            ...body,
            template: { ...body.template, shopId: terms.shopId },
          }),
    )
  }
  return (
    <form className="coupon-console-form" onSubmit={onSubmit}>
      <h2>{t('coupon:console_new_campaign')}</h2>
      {!platform && <p>{t('coupon:console_limits')}</p>}
      <TermsFields form={terms} onForm={setTerms} kinds={platform ? KINDS : ['shop']} />
      <label>
        {t('coupon:console_total')}
        <input inputMode="numeric" value={total} onChange={(e) => setTotal(e.target.value)} />
      </label>
      <label>
        {t('coupon:console_per_member')}
        <input inputMode="numeric" value={perMember} onChange={(e) => setPerMember(e.target.value)} />
      </label>
      <label>
        {t('coupon:console_ends_days')}
        <input inputMode="numeric" value={runDays} onChange={(e) => setRunDays(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={submit.busy}>
        {t('coupon:console_create')}
      </button>
    </form>
  )
}

function GiveForm() {
  const { t } = useCouponT()
  const [terms, setTerms] = useState<TermsForm>(EMPTY_TERMS)
  const [member, setMember] = useState('')
  const submit = useSubmit()
  // an e-mail (what staff usually know) or a member id
  const who = member.includes('@') ? { email: member.trim() } : { memberId: member.trim() }
  return (
    <form
      className="coupon-console-form"
      onSubmit={(e) => {
        e.preventDefault()
        void submit.run(() => call(couponConsoleApi.adminGive, { ...who, template: templateOf(terms) }))
      }}
    >
      <h2>{t('coupon:console_give')}</h2>
      <label>
        {t('coupon:console_member_lookup')}
        <input required value={member} onChange={(e) => setMember(e.target.value)} />
      </label>
      <TermsFields form={terms} onForm={setTerms} kinds={KINDS} />
      <button type="submit" className="btn btn-primary" disabled={submit.busy}>
        {t('coupon:console_give_button')}
      </button>
    </form>
  )
}

type PrizeKind = 'coupon' | 'points' | 'balance'
interface PrizeRow {
  kind: PrizeKind
  title: string
  value: string
  weight: string
}

function PrizesForm() {
  const { t } = useCouponT()
  const [rows, setRows] = useState<PrizeRow[]>([{ kind: 'coupon', title: '', value: '3', weight: '1' }])
  const submit = useSubmit()
  const setRow = (i: number, patch: Partial<PrizeRow>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  function prizesOf() {
    return rows.map((r) => ({
      kind: r.kind,
      title: { en: r.title },
      amount: r.kind === 'points' ? Number(r.value) : r.kind === 'balance' ? fenOf(r.value) : 0,
      template:
        r.kind === 'coupon'
          ? {
              kind: 'delivery' as const,
              title: { en: r.title },
              amountFen: fenOf(r.value),
              validity: { type: 'days' as const, days: 30 },
            }
          : null,
      weight: Number(r.weight),
    }))
  }
  return (
    <form
      className="coupon-console-form"
      onSubmit={(e) => {
        e.preventDefault()
        void submit.run(() => call(couponConsoleApi.adminDrawPrizesSet, { prizes: prizesOf() }))
      }}
    >
      <h2>{t('coupon:console_prizes')}</h2>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
        <fieldset key={i}>
          <select
            aria-label={t('coupon:console_kind')}
            value={r.kind}
            onChange={(e) => setRow(i, { kind: e.target.value as PrizeKind })}
          >
            {(['coupon', 'points', 'balance'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`coupon:console_prize_${k}`)}
              </option>
            ))}
          </select>
          <input
            required
            aria-label={t('coupon:console_title_en')}
            value={r.title}
            onChange={(e) => setRow(i, { title: e.target.value })}
          />
          <input
            aria-label={t('coupon:console_prize_amount')}
            value={r.value}
            onChange={(e) => setRow(i, { value: e.target.value })}
          />
          <input
            aria-label={t('coupon:console_weight')}
            value={r.weight}
            onChange={(e) => setRow(i, { weight: e.target.value })}
          />
        </fieldset>
      ))}
      <button
        type="button"
        className="btn"
        onClick={() => setRows([...rows, { kind: 'points', title: '', value: '10', weight: '1' }])}
      >
        {t('coupon:console_add_prize')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={submit.busy}>
        {t('coupon:console_save_prizes')}
      </button>
    </form>
  )
}

function PackForm() {
  const { t } = useCouponT()
  const [terms, setTerms] = useState<TermsForm>({ ...EMPTY_TERMS, kind: 'delivery' })
  const [count, setCount] = useState('3')
  const [price, setPrice] = useState('10')
  const submit = useSubmit()
  return (
    <form
      className="coupon-console-form"
      onSubmit={(e) => {
        e.preventDefault()
        void submit.run(() =>
          call(couponPackApi.adminCreate, {
            title: { en: terms.titleEn },
            count: Number(count),
            priceFen: fenOf(price),
            template: templateOf(terms),
          }),
        )
      }}
    >
      <h2>{t('coupon:console_packs')}</h2>
      <TermsFields form={terms} onForm={setTerms} kinds={['delivery', 'shop']} />
      <label>
        {t('coupon:console_pack_count')}
        <input inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
      </label>
      <label>
        {t('coupon:console_price')}
        <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={submit.busy}>
        {t('coupon:console_create')}
      </button>
    </form>
  )
}
