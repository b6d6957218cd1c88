/** The actions the server says are open on a refund request now: withdraw, escalate (with a note). */

import type { RefundRequestView } from '@siam/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Sheet } from '../../shared/ui/Sheet'
import { NoteField } from './NoteField'
import { useRefundActions } from './useRefundActions'

export function RefundActions({ refund: r, orderId }: { refund: RefundRequestView; orderId: string }) {
  const { t } = useTranslation(['aftersale'])
  const { busy, withdraw, escalate } = useRefundActions(orderId, r.id)
  const [escalating, setEscalating] = useState(false)
  return (
    <>
      {r.actions.length > 0 && (
        <div className="refund-actions">
          {r.actions.includes('withdraw') && (
            <button type="button" className="btn btn-plain" disabled={busy} onClick={() => void withdraw()}>
              {t('aftersale:withdraw')}
            </button>
          )}
          {r.actions.includes('escalate') && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => setEscalating(true)}
            >
              {t('aftersale:escalate')}
            </button>
          )}
        </div>
      )}
      <EscalateSheet
        open={escalating}
        busy={busy}
        onClose={() => setEscalating(false)}
        onSend={async (note) => {
          if (await escalate(note)) setEscalating(false)
        }}
      />
    </>
  )
}

function EscalateSheet({
  open,
  busy,
  onClose,
  onSend,
}: {
  open: boolean
  busy: boolean
  onClose: () => void
  onSend: (note: string) => Promise<void>
}) {
  const { t } = useTranslation(['aftersale'])
  const [note, setNote] = useState('')
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('aftersale:escalate_title')}
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={busy}
          onClick={() => void onSend(note.trim())}
        >
          {t('aftersale:escalate')}
        </button>
      }
    >
      <p className="field-hint">{t('aftersale:escalate_text')}</p>
      <NoteField label={t('aftersale:escalate_note')} value={note} onChange={setNote} />
    </Sheet>
  )
}
