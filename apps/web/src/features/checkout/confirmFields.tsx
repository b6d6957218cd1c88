/** The confirm order page's simple choices: who delivers, and the remark. */
import { INPUT_MAX_LENGTH } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import type { Helper } from './orderDraft'

export function HelperChoice({ helper, onHelper }: { helper: Helper; onHelper: (h: Helper) => void }) {
  const { t } = useTranslation('order')
  return (
    <section className="section">
      <fieldset className="choice-group">
        <legend className="field-label">{t('order:helper_title')}</legend>
        {(['self', 'platform'] as const).map((h) => (
          <label key={h} className={helper === h ? 'choice choice-on' : 'choice'}>
            <input type="radio" name="helper" value={h} checked={helper === h} onChange={() => onHelper(h)} />
            <span>
              <span className="choice-title">{t(`order:helper_${h}`)}</span>
              <span className="choice-hint">{t(`order:helper_${h}_hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  )
}

export function RemarkField({ remark, onRemark }: { remark: string; onRemark: (remark: string) => void }) {
  const { t } = useTranslation('order')
  return (
    <section className="section">
      <div className="field">
        <label className="field-label" htmlFor="remark">
          {t('order:remark')}
        </label>
        <textarea
          id="remark"
          className="input textarea"
          rows={3}
          maxLength={INPUT_MAX_LENGTH}
          value={remark}
          placeholder={t('order:remark_placeholder')}
          enterKeyHint="done"
          onChange={(e) => onRemark(e.target.value.slice(0, INPUT_MAX_LENGTH))}
        />
        <p className="field-hint counter" aria-live="polite">
          <bdi>
            {remark.length}/{INPUT_MAX_LENGTH}
          </bdi>
        </p>
      </div>
    </section>
  )
}
