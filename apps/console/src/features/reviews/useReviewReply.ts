import { reviewConsoleApi } from '@siam/contracts/descriptors'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError, call } from '../../shared/api/client'
import { useToast } from '../../shared/ui/Toast'
import { useReviewT } from './i18n'
import { type ConsoleReview, invalidateReviews } from './reviewQueries'

/**
 * Replying to one review: the box is open while there is no reply (or the merchant edits it), the text
 * typed so far survives closing it after a send, a blank reply is refused here, and a sent one reloads
 * the reviews.
 */
export function useReviewReply(review: ConsoleReview) {
  const { t } = useReviewT()
  const notify = useToast()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(review.reply === null)
  const [text, setText] = useState(review.reply ?? '')
  const [error, setError] = useState<string | null>(null)

  const send = useMutation({
    mutationFn: () => call(reviewConsoleApi.reply, { id: review.id, reply: text.trim() }),
    onSuccess: () => {
      notify(t('review:console_replied'), 'success')
      setEditing(false)
      setError(null)
      invalidateReviews(queryClient)
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t('review:console_load_failed')),
  })

  function submit(e: FormEvent) {
    e.preventDefault()
    if (text.trim() === '') return setError(t('review:console_reply_required'))
    send.mutate()
  }

  return {
    editing,
    edit: () => setEditing(true),
    text,
    setText,
    error,
    sending: send.isPending,
    submit,
    /** back to the reply that stands */
    cancel: () => {
      setEditing(false)
      setText(review.reply ?? '')
      setError(null)
    },
  }
}
