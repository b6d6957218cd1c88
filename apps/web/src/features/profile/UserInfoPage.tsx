/**
 * `#/pages/mine/userinfo/userinfo` (spec 3 "User info screen"): avatar (cropped square, uploaded
 * through the photo pipeline), username, bound phone, real name (must match the ID card for
 * withdrawals), gender, e-mail change with a code to the new address, WeChat bound or not (bind
 * inside WeChat, unbind), payment password, balance, affiliate membership with the invited count.
 */
import type { MemberInfo, ProfileDetail } from '@siam/contracts'
import { memberApi, profileApi } from '@siam/contracts/descriptors'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { isWeChat } from '../../shared/environment'
import { newIdempotencyKey } from '../../shared/idempotency'
import { uploadImage } from '../../shared/photos/uploadClient'
import { refreshSession, useSession } from '../../shared/session'
import { IconChevron } from '../../shared/ui/icons'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { showModal } from '../../shared/ui/modal'
import { Price } from '../../shared/ui/Price'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { cropSquare } from './avatarCrop'
import { profileQueries } from './queries'
import './profile.css'

const BIND_STATE_KEY = 'siam.wxBindState'

export function Component() {
  const { t } = useTranslation('profile')
  return (
    <MemberOnly title={t('title')} className="profile-page">
      {() => <Profile />}
    </MemberOnly>
  )
}

function Profile() {
  const member = useSession().member
  const detail = useQuery(profileQueries.detail())
  if (!member || detail.isPending) return <SkeletonLines lines={6} />
  if (!detail.data) return null
  return <ProfileForm member={member} detail={detail.data} />
}

function ProfileForm({ member, detail }: { member: MemberInfo; detail: ProfileDetail }) {
  const { t } = useTranslation(['profile', 'common'])
  const queryClient = useQueryClient()
  const [username, setUsername] = useState(member.username)
  const [realName, setRealName] = useState(detail.realName ?? '')
  const [sex, setSex] = useState(member.sex)
  const [saving, setSaving] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  useWechatBindReturn()

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      await call(profileApi.update, {
        username: username.trim(),
        sex,
        ...(realName.trim() ? { realName: realName.trim() } : {}),
      })
      await refreshSession()
      void queryClient.invalidateQueries({ queryKey: profileQueries.detail().queryKey })
      toast.show(t('saved'))
    } catch {
      // the error toast was shown
    } finally {
      setSaving(false)
    }
  }

  async function changeAvatar(file: File | undefined) {
    if (!file) return
    const done = toast.loading(t('avatar_uploading'))
    try {
      const uploaded = await uploadImage(await cropSquare(file))
      await call(profileApi.update, { headImg: uploaded.url })
      await refreshSession()
      done()
      toast.show(t('saved'))
    } catch {
      done()
      toast.error(t('avatar_failed'))
    }
  }

  async function unbind() {
    try {
      await showModal({
        title: t('wechat_unbind'),
        content: t('wechat_unbind_confirm'),
        cancelText: t('common:cancel'),
      })
    } catch {
      return
    }
    await call(profileApi.removeBindingWx, {})
    void queryClient.invalidateQueries({ queryKey: profileQueries.detail().queryKey })
    toast.show(t('wechat_unbound'))
  }

  async function bind() {
    const state = newIdempotencyKey()
    sessionStorage.setItem(BIND_STATE_KEY, state)
    const here = `${window.location.origin}${window.location.pathname}#${paths.userInfo()}`
    const { url } = await call(profileApi.weChatOauthUrl, { redirectUri: here, scope: 'snsapi_base', state })
    window.location.assign(url)
  }

  return (
    <div className="page-body">
      <section className="section profile-avatar-row">
        <button type="button" className="profile-avatar" onClick={() => fileRef.current?.click()}>
          {member.headImg ? (
            <img src={member.headImg} alt="" />
          ) : (
            <span aria-hidden="true">{member.username.slice(0, 1)}</span>
          )}
          <span className="profile-avatar-label">{t('avatar_change')}</span>
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          data-testid="avatar-input"
          onChange={(e) => void changeAvatar(e.target.files?.[0])}
        />
      </section>

      <form className="section profile-form" onSubmit={(e) => void save(e)}>
        <label className="field">
          <span className="field-label">{t('username')}</span>
          <input
            className="input"
            value={username}
            maxLength={30}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('real_name')}</span>
          <input
            className="input"
            value={realName}
            maxLength={40}
            onChange={(e) => setRealName(e.target.value)}
          />
          <span className="field-hint">{t('real_name_note')}</span>
        </label>
        <fieldset className="field profile-sex">
          <legend className="field-label">{t('gender')}</legend>
          {(['male', 'female', 'secret'] as const).map((value) => (
            <label key={value} className={`chip${sex === value ? ' chip-on' : ''}`}>
              <input
                type="radio"
                name="sex"
                value={value}
                checked={sex === value}
                onChange={() => setSex(value)}
              />
              {t(`gender_${value}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary btn-block" disabled={saving || !username.trim()}>
          {t('save')}
        </button>
      </form>

      <section className="section section-list">
        <div className="list-row">
          <span className="list-row-label">{t('phone')}</span>
          <span className="list-row-value">{member.phone ? <bdi>{member.phone}</bdi> : t('not_bound')}</span>
        </div>
        <EmailRow email={member.email} />
        <div className="list-row">
          <span className="list-row-label">{t('wechat')}</span>
          <span className="list-row-value">{detail.weChatBound ? t('bound') : t('not_bound')}</span>
          {detail.weChatBound ? (
            <button type="button" className="btn btn-plain btn-small" onClick={() => void unbind()}>
              {t('wechat_unbind')}
            </button>
          ) : (
            isWeChat() && (
              <button type="button" className="btn btn-plain btn-small" onClick={() => void bind()}>
                {t('wechat_bind')}
              </button>
            )
          )}
        </div>
        <Link className="list-row" to={paths.security()}>
          <span className="list-row-label">{t('payment_password')}</span>
          <span className="list-row-value">{member.hasPaymentPassword ? t('set') : t('not_set')}</span>
          <IconChevron size={16} />
        </Link>
        <Link className="list-row" to={paths.balance()}>
          <span className="list-row-label">{t('balance')}</span>
          <span className="list-row-value">
            <Price fen={member.balanceFen} />
          </span>
          <IconChevron size={16} />
        </Link>
        <Link className="list-row" to={detail.affiliateJoinedAt ? paths.share() : paths.affiliate()}>
          <span className="list-row-label">{t('affiliate')}</span>
          <span className="list-row-value">
            {detail.affiliateJoinedAt
              ? t('affiliate_joined', { count: detail.invitedCount })
              : t('affiliate_not_joined', { count: detail.invitedCount })}
          </span>
          <IconChevron size={16} />
        </Link>
      </section>
    </div>
  )
}

/** Back from WeChat's authorization with a code: bind it to this account, once. */
function useWechatBindReturn() {
  const { t } = useTranslation('profile')
  const queryClient = useQueryClient()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    const search = new URLSearchParams(window.location.search)
    const code = search.get('code')
    if (!code) return
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`)
    if (search.get('state') !== sessionStorage.getItem(BIND_STATE_KEY)) return
    sessionStorage.removeItem(BIND_STATE_KEY)
    void call(profileApi.bindWx, { code }).then(
      () => {
        toast.show(t('wechat_bound'))
        void queryClient.invalidateQueries({ queryKey: profileQueries.detail().queryKey })
      },
      () => undefined,
    )
  }, [t, queryClient])
}

/** The e-mail, and the change form: a code goes to the new address. */
function EmailRow({ email }: { email: string }) {
  const { t } = useTranslation(['profile', 'common'])
  const [open, setOpen] = useState(false)
  const [next, setNext] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const placeholder = email.endsWith('@wechat.invalid')

  async function send() {
    setBusy(true)
    try {
      await call(memberApi.sendEmailCode, { email: next.trim(), type: 'change-email' })
      setSent(true)
      toast.show(t('code_sent'))
    } catch {
      // toast shown
    } finally {
      setBusy(false)
    }
  }
  async function confirm(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await call(profileApi.changeEmail, { email: next.trim(), code: code.trim() })
      await refreshSession()
      toast.show(t('email_changed'))
      setOpen(false)
      setSent(false)
      setCode('')
    } catch {
      // toast shown
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="profile-email">
      <div className="list-row">
        <span className="list-row-label">{t('email')}</span>
        <span className="list-row-value">{placeholder ? t('not_bound') : <bdi>{email}</bdi>}</span>
        <button type="button" className="btn btn-plain btn-small" onClick={() => setOpen(!open)}>
          {t('email_change')}
        </button>
      </div>
      {open && (
        <form className="profile-email-form" onSubmit={(e) => void confirm(e)}>
          <label className="field">
            <span className="field-label">{t('email_new')}</span>
            <input className="input" type="email" value={next} onChange={(e) => setNext(e.target.value)} />
          </label>
          <button
            type="button"
            className="btn btn-outline btn-small"
            disabled={busy || !next.trim()}
            onClick={() => void send()}
          >
            {t('send_code')}
          </button>
          {sent && (
            <>
              <label className="field">
                <span className="field-label">{t('code')}</span>
                <input
                  className="input"
                  inputMode="numeric"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </label>
              <button
                type="submit"
                className="btn btn-primary btn-block"
                disabled={busy || code.trim().length < 6}
              >
                {t('email_confirm')}
              </button>
            </>
          )}
        </form>
      )}
    </div>
  )
}
