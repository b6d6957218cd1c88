/**
 * A banner's own fields (issue 14): where it shows, its photo (uploaded through the server's photo
 * pipeline, which re-encodes it and records it as this staff member's) and the app page it opens.
 */
import type { BannerPlace } from '@siam/contracts'
import { type ChangeEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/client'
import { ourPhotoUrl } from '../../shared/photoUrl'
import { uploadPhoto } from '../../shared/uploadPhoto'

export interface BannerExtras {
  place: BannerPlace
  image: string
  link: string
}

export function BannerFields({
  value,
  onChange,
}: {
  value: BannerExtras
  onChange: (next: BannerExtras) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const preview = value.image ? ourPhotoUrl(value.image) : null

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    if (!file) return
    setUploading(true)
    setUploadError(null)
    try {
      onChange({ ...value, image: await uploadPhoto(file, file.name) })
    } catch (err) {
      setUploadError(err instanceof ApiError ? err.message : t('console:network_error'))
    } finally {
      setUploading(false)
    }
  }

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-place`}>{t('platformAdmin:banner_place')}</label>
        <select
          id={`${id}-place`}
          value={value.place}
          onChange={(e) => onChange({ ...value, place: e.target.value as BannerPlace })}
        >
          {(['home', 'share'] as const).map((p) => (
            <option key={p} value={p}>
              {t(`platformAdmin:banner_place_${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-photo`}>{t('platformAdmin:banner_photo_upload')}</label>
        {preview && <img className="banner-preview" src={preview} alt={t('platformAdmin:banner_photo')} />}
        <input id={`${id}-photo`} type="file" accept="image/*" onChange={(e) => void upload(e)} />
        {uploading && <span className="muted">{t('platformAdmin:uploading')}</span>}
        {uploadError && (
          <span className="field-error" role="alert">
            {uploadError}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-link`}>{t('platformAdmin:banner_link')}</label>
        <input
          id={`${id}-link`}
          dir="ltr"
          value={value.link}
          aria-describedby={`${id}-link-hint`}
          onChange={(e) => onChange({ ...value, link: e.target.value })}
        />
        <span id={`${id}-link-hint`} className="muted">
          {t('platformAdmin:banner_link_hint')}
        </span>
      </div>
    </>
  )
}
