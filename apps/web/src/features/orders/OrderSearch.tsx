/** Search my orders by contact phone or order number; clearing the box shows all again. */

import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconSearch } from '../../shared/ui/icons'

export function OrderSearch({
  initialText,
  keyWords,
  onSearch,
}: {
  initialText: string
  /** the words searched now */
  keyWords: string
  onSearch: (keyWords: string) => void
}) {
  const { t } = useTranslation('order')
  const [text, setText] = useState(initialText)

  function submit(e: FormEvent) {
    e.preventDefault()
    onSearch(text.trim().slice(0, 40))
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the embedded browsers this app targets
    <form className="orders-search" role="search" onSubmit={submit}>
      <IconSearch size={18} />
      <input
        type="search"
        className="orders-search-input"
        value={text}
        maxLength={40}
        enterKeyHint="search"
        placeholder={t('order:search_placeholder')}
        aria-label={t('order:search_placeholder')}
        onChange={(e) => {
          setText(e.target.value)
          if (e.target.value === '' && keyWords) onSearch('')
        }}
      />
      <button type="submit" className="btn btn-primary btn-small">
        {t('order:search')}
      </button>
    </form>
  )
}
