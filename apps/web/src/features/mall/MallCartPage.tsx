/**
 * `#/pages/internal/mall/car/car`: the member's mall cart (server-side): quantities, select, remove,
 * the total of the selected lines in points and cash, checkout.
 */
import type { MallCartLine } from '@siam/contracts'
import { mallApi } from '@siam/contracts/descriptors'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { imageUrl } from '../../shared/image'
import { mallCartQuery } from '../../shared/queries/mallCartQueries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { Stepper } from '../../shared/ui/Stepper'
import { MallPrice } from './mallParts'
import { invalidateMall } from './queries'

export function Component() {
  const { t } = useTranslation('mall')
  return <MemberOnly title={t('cart')}>{() => <Cart />}</MemberOnly>
}

function Cart() {
  const { t } = useTranslation('mall')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const cart = useQuery({ ...mallCartQuery, staleTime: 0 })
  const done = () => invalidateMall.cart(queryClient)
  const update = useMutation({
    mutationFn: (input: { id: string; number?: number; selected?: boolean }) =>
      call(mallApi.cartUpdateNumber, input),
    onSettled: done,
  })
  const remove = useMutation({
    mutationFn: (ids: string[]) => call(mallApi.cartDelete, { ids }),
    onSettled: done,
  })
  if (cart.isPending) return <SkeletonCards count={3} />
  if (cart.isError) return <QueryError query={cart} page />
  const lines = cart.data.records
  if (lines.length === 0) return <EmptyState title={t('cart_empty')} />
  const selected = lines.filter((l) => l.selected)
  const points = selected.reduce((n, l) => n + l.points * l.number, 0)
  const cashFen = selected.reduce((n, l) => n + l.cashFen * l.number, 0)
  return (
    <>
      <ul className="page-body mall-lines" aria-label={t('cart')}>
        {lines.map((line) => (
          <CartRow
            key={line.id}
            line={line}
            onNumber={(n) => (n < 1 ? remove.mutate([line.id]) : update.mutate({ id: line.id, number: n }))}
            onSelect={(on) => update.mutate({ id: line.id, selected: on })}
            onRemove={() => remove.mutate([line.id])}
          />
        ))}
      </ul>
      <div className="mall-bar">
        <span className="mall-bar-total">
          {t('total')} <MallPrice points={points} cashFen={cashFen} />
        </span>
        <button
          type="button"
          className="btn btn-accent"
          disabled={selected.length === 0}
          onClick={() => navigate(paths.mallPay({ lines: selected.map((l) => l.id).join(',') }))}
        >
          {t('checkout', { n: selected.reduce((n, l) => n + l.number, 0) })}
        </button>
      </div>
    </>
  )
}

function CartRow({
  line,
  onNumber,
  onSelect,
  onRemove,
}: {
  line: MallCartLine
  onNumber: (n: number) => void
  onSelect: (on: boolean) => void
  onRemove: () => void
}) {
  const { t } = useTranslation('mall')
  const src = imageUrl(line.image)
  return (
    <li className="mall-line" data-testid="mall-cart-line">
      <input
        type="checkbox"
        checked={line.selected}
        aria-label={t('select_line', { name: line.name })}
        onChange={(e) => onSelect(e.target.checked)}
      />
      {src && <img src={src} alt="" />}
      <div className="mall-line-body">
        <span>{line.name}</span>
        {line.specName && <span className="mall-line-spec">{line.specName}</span>}
        <MallPrice points={line.points} cashFen={line.cashFen} />
      </div>
      <Stepper
        value={line.number}
        min={0}
        max={Math.min(99, line.stock)}
        onChange={onNumber}
        name={line.name}
      />
      <button type="button" className="btn btn-small btn-ghost" onClick={onRemove}>
        {t('remove')}
      </button>
    </li>
  )
}
