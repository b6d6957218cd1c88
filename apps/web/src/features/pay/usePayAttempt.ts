/**
 * Paying one order: by balance through the password pad, or by a provider. One idempotency key per
 * attempt: the same body again (a double tap, a retry after a network error) keeps it; another method, or
 * a new attempt after the server refused one, gets a new key.
 */
import type { OrderDetail } from '@siam/contracts'
import { paymentApi } from '@siam/contracts/descriptors'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import type { payEnvironment } from '../../shared/environment'
import { createKeyKeeper } from '../../shared/idempotency'
import type { PayType } from '../../shared/payment/offers'
import { payWithProvider } from '../../shared/payment/providerPay'
import { isConnectionError } from '../../shared/ui/ErrorState'
import { showModal } from '../../shared/ui/modal'
import { toast } from '../../shared/ui/toast'

interface PayAttemptArgs {
  orderId: string
  environment: ReturnType<typeof payEnvironment>
  /** Where the payment password pages come back to. */
  here: string
  refetchOrder: () => unknown
  onPaid: (detail: OrderDetail) => void
  /** The server has no payment password for the member. */
  onPasswordRefused: () => void
  /** Not enough balance: the order stays and the page moves on to the next method. */
  onBalanceRefused: () => void
}

export function usePayAttempt(args: PayAttemptArgs) {
  const { orderId, environment, here, refetchOrder } = args
  const { t } = useTranslation(['pay', 'common'])
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const pad = usePadState()
  const keys = useRef(createKeyKeeper())
  const newAttempt = () => {
    keys.current = createKeyKeeper()
  }

  function balanceRefused(error: ApiError) {
    if (error.errorKey === 'PAYMENT_PASSWORD_WRONG') return pad.wrong(error.message)
    pad.close()
    if (error.errorKey === 'PAYMENT_PASSWORD_NOT_SET') {
      args.onPasswordRefused()
      showModal({
        content: t('pay:password_not_set'),
        confirmText: t('pay:go_set_password'),
        cancelText: t('common:cancel'),
      }).then(
        () => navigate(paths.securityReset({ redirect: here })),
        () => {},
      )
    } else if (error.errorKey === 'INSUFFICIENT_BALANCE') {
      args.onBalanceRefused()
      toast.error(t('pay:insufficient_balance'))
    } else {
      if (error.code !== 2 && error.code !== 401) toast.error(error.message)
      if (error.errorKey === 'ORDER_NOT_PAYABLE') refetchOrder()
    }
  }

  async function payByBalance(password: string) {
    if (busy) return
    setBusy(true)
    pad.clearError()
    try {
      const idempotencyKey = keys.current({ orderId, password, method: 'balance' })
      const detail = await call(
        paymentApi.byBalance,
        { orderId, paymentPassword: password, idempotencyKey },
        { silent: true },
      )
      pad.close()
      args.onPaid(detail)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // The server answered: a next try is a new attempt (a network failure keeps the key for the retry).
      if (!isConnectionError(error)) newAttempt()
      balanceRefused(error)
    } finally {
      setBusy(false)
    }
  }

  async function payByProvider(payType: Exclude<PayType, 'balance'>) {
    if (busy) return
    setBusy(true)
    try {
      const idempotencyKey = keys.current({ orderId, payType, environment })
      // a redirect leaves the page; WeChat's sheet continues on the check page
      await payWithProvider({
        target: orderId,
        payType,
        environment,
        idempotencyKey,
        navigate: (to) => navigate(to),
        silent: true,
      })
    } catch (error) {
      if (error instanceof ApiError && error.code !== 2 && error.code !== 401) toast.error(error.message)
      if (!isConnectionError(error)) newAttempt()
      if (error instanceof ApiError && error.errorKey === 'ORDER_NOT_PAYABLE') refetchOrder()
    } finally {
      setBusy(false)
    }
  }

  return { busy, pad, payByBalance, payByProvider }
}

/** The password pad sheet: open or not, its error, and a signal that clears the digits typed. */
function usePadState() {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [reset, setReset] = useState(0)
  return {
    open,
    error,
    reset,
    show: () => {
      setError(null)
      setReset((n) => n + 1)
      setOpen(true)
    },
    close: () => setOpen(false),
    clearError: () => setError(null),
    wrong: (message: string) => {
      setError(message)
      setReset((n) => n + 1)
    },
  }
}
