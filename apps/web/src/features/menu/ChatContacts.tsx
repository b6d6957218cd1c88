/** Contact the shop through chat apps, from its profile (issue 15): a WhatsApp link, a WeChat id to copy. */
import type { ShopDetail } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { copyText } from '../../shared/copyText'
import { toast } from '../../shared/ui/toast'

export function ChatContacts({ shop }: { shop: Pick<ShopDetail, 'whatsApp' | 'weChat'> }) {
  const { t } = useTranslation('help')
  if (!shop.whatsApp && !shop.weChat) return null
  const weChat = shop.weChat
  return (
    <p className="shop-line shop-chat">
      {shop.whatsApp && (
        <a
          className="pill"
          href={`https://wa.me/${shop.whatsApp.replace(/\D/g, '')}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('help:whatsapp')}
        </a>
      )}
      {weChat && (
        <button
          type="button"
          className="pill"
          onClick={() =>
            void copyText(weChat).then(
              () => toast.show(t('help:wechat_copied', { id: weChat })),
              () => toast.error(t('help:copy_failed')),
            )
          }
        >
          {t('help:wechat', { id: weChat })}
        </button>
      )}
    </p>
  )
}
