import type { SocialLinksBlock } from '../../common/payload-types'
import { useSiteSettings } from '../../features/shell'
import type { BlockProps } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { SocialIcon } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import socialLinksCss from './SocialLinks.css?url'

const useStyles = stylesheets(socialLinksCss)

/** The group's social accounts, in the block's order; the addresses are the site settings'
 * (one place for them), and each opens in a new tab. */
export function SocialLinks({ block }: BlockProps<SocialLinksBlock>) {
  useStyles()
  const { t } = useTranslation()
  const accounts = useSiteSettings()?.social ?? []
  const links = block.networks.flatMap((network) => accounts.filter((a) => a.network === network))
  return (
    <section className="block-section container social-block">
      <SectionHeader heading={block.heading} intro={block.text} />
      <ul className="social-block__list" aria-label={t('Social_links')}>
        {links.map((account) => (
          <li key={account.network}>
            <SiteLink href={account.url} className="social-block__link panel">
              <SocialIcon network={account.network} />
              <span className="social-block__name">{t(`Social_${account.network}`)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
