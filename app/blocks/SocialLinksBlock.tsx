import { useTranslation } from '../i18n/useTranslation'
import { SocialIcon } from '../components/icons'
import { SectionHeader } from '../components/section/SectionHeader'
import { SiteLink } from '../components/SiteLink'
import { useRootData } from '../root'
import type { BlockProps } from './RenderBlocks'
import './SocialLinksBlock.css'

type SocialLinks = { heading: string; text?: string | null; networks?: string[] | null }

/** The group's social accounts, in the block's order; the addresses are the site settings'
 * (one place for them), and each opens in a new tab. */
export function SocialLinksBlock({ block }: BlockProps<SocialLinks>) {
  const { t } = useTranslation()
  const accounts = useRootData()?.layout.settings.social ?? []
  const links = (block.networks ?? []).flatMap((network) => accounts.filter((a) => a.network === network))
  return (
    <section className="block-section container social-block">
      <SectionHeader heading={block.heading} intro={block.text} />
      <ul className="social-block__list" aria-label={t('Social_links')}>
        {links.map((account) => (
          <li key={account.network}>
            <SiteLink href={account.url} className="social-block__link">
              <SocialIcon network={account.network} />
              <span>{t(`Social_${account.network}`)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
