/**
 * `#/pages/internal/login/authorization/authorization?inviterId=`: WeChat sign-in (spec 4, 7). Inside
 * the WeChat browser the page sends the visitor through WeChat's web authorization (snsapi_userinfo)
 * and comes back with a code (before the hash, as WeChat adds it); the code is exchanged once for the
 * openid and profile, then member/weChat/login signs in (or up, bound to the inviter). Outside WeChat
 * it hands over to the e-mail login with the same inviter.
 */
import { profileApi } from '@siam/contracts/descriptors'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { AuthShell, useFinishLogin, useLoginQuery } from '../../shared/auth/authShared'
import { isWeChat } from '../../shared/environment'
import { newIdempotencyKey } from '../../shared/idempotency'
import { Spinner } from '../../shared/ui/Spinner'

const STATE_KEY = 'siam.wxState'
const OPEN_ID_KEY = 'openId'
const PHONE_KEY = 'phone'

/** The code and state WeChat put before the hash, removed from the address once read. */
function takeWechatReturn(): { code: string; state: string } | null {
  const search = new URLSearchParams(window.location.search)
  const code = search.get('code')
  if (!code) return null
  const state = search.get('state') ?? ''
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`)
  return { code, state }
}

export function Component() {
  const { t } = useTranslation('profile')
  const query = useLoginQuery()
  const finish = useFinishLogin()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  const inWeChat = isWeChat()
  const navigate = useNavigate()

  useEffect(() => {
    if (!inWeChat) navigate(paths.loginChoose(query), { replace: true })
  }, [inWeChat, navigate, query])

  useEffect(() => {
    if (!inWeChat || started.current) return
    started.current = true
    const back = takeWechatReturn()
    void (async () => {
      try {
        if (!back) {
          const state = newIdempotencyKey()
          sessionStorage.setItem(STATE_KEY, state)
          const here = `${window.location.origin}${window.location.pathname}#${paths.loginAuthorization(query)}`
          const { url } = await call(profileApi.weChatOauthUrl, {
            redirectUri: here,
            scope: 'snsapi_userinfo',
            state,
          })
          window.location.assign(url)
          return
        }
        if (back.state !== sessionStorage.getItem(STATE_KEY)) throw new Error('state mismatch')
        sessionStorage.removeItem(STATE_KEY)
        const identity = await call(profileApi.weChatOpenId, { code: back.code })
        const login = await call(profileApi.weChatLogin, {
          openId: identity.openId,
          username: identity.username || undefined,
          headImg: identity.headImg || undefined,
          sex: identity.sex,
          inviterId: query.inviterId,
        })
        localStorage.setItem(OPEN_ID_KEY, login.openId)
        if (login.phone) localStorage.setItem(PHONE_KEY, login.phone)
        await finish(login.token)
      } catch {
        setFailed(true)
      }
    })()
  }, [inWeChat, query, finish])

  if (!inWeChat) return null
  return (
    <AuthShell title={t('wechat_title')} subtitle={t('wechat_subtitle')}>
      {failed ? (
        <div className="auth-choices">
          <p className="field-hint">{t('wechat_failed')}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => window.location.reload()}
          >
            {t('wechat_retry')}
          </button>
          <Link to={paths.loginChoose(query)} className="btn btn-outline btn-block">
            {t('wechat_other')}
          </Link>
        </div>
      ) : (
        <div className="auth-choices" aria-live="polite">
          <Spinner /> {t('wechat_signing_in')}
        </div>
      )}
    </AuthShell>
  )
}
