import { logoSvg } from '../../platform/seed/brandImages'
import { updateGlobalLocalized } from '../../platform/seed/create'
import { L } from '../../platform/seed/localized'
import type { SeedContext } from '../../platform/seed/types'

const link = (en: string, ru: string, href: string) => ({ label: L(en, ru), href })

/** The header's logo. */
export const siteLogo = (ctx: SeedContext) => ctx.picture('veltrana-logo', () => logoSvg(), L('Veltrana Group logo', 'Логотип Группы Велтрана'))

export async function seedSite(ctx: SeedContext) {
  const { payload } = ctx
  const logo = await siteLogo(ctx)
  await updateGlobalLocalized(payload, 'site-settings', {
    brand: L('Veltrana Group', 'Группа Велтрана'),
    shortName: L('Veltrana', 'Велтрана'),
    logo,
    phone: '+7 495 198-80-00',
    email: 'info@veltrana.example',
    legalAddress: L('Veltrana Group PLC, 24 Sadovnicheskaya Street, Moscow 115035', 'ПАО «Группа Велтрана», 115035, Москва, ул. Садовническая, д. 24'),
    social: [
      { network: 'facebook', url: 'https://facebook.example/veltrana' },
      { network: 'instagram', url: 'https://instagram.example/veltrana' },
      { network: 'twitter', url: 'https://twitter.example/veltrana' },
      { network: 'x', url: 'https://x.example/veltrana' },
      { network: 'linkedin', url: 'https://linkedin.example/company/veltrana' },
      { network: 'youtube', url: 'https://youtube.example/@veltrana' },
    ],
    location: {
      city: L('Moscow', 'Москва'),
      address: L('24 Sadovnicheskaya Street, Moscow 115035', '115035, Москва, ул. Садовническая, д. 24'),
      lat: 55.7452,
      lng: 37.6339,
      zoom: 15,
    },
    phoneRegion: 'RU',
  })
  await updateGlobalLocalized(payload, 'navigation', {
    items: [
      {
        ...link('About us', 'О нас', '/about_us'),
        inFooter: true,
        columns: [
          {
            heading: L('The group', 'Группа'),
            links: [
              link('Who we are', 'Кто мы', '/about_us/who_we_are'),
              link('Our leadership', 'Руководство', '/about_us/our_leadership'),
              link('Governance', 'Корпоративное управление', '/about_us/governance'),
              link('History', 'История', '/about_us/history'),
            ],
          },
          {
            heading: L('Our business', 'Наш бизнес'),
            links: [
              link('Our business', 'Наш бизнес', '/about_us/our_business'),
              link('Insurance', 'Страхование', '/about_us/our_business/insurance'),
              link('Banking', 'Банковские услуги', '/about_us/our_business/banking'),
              link('Asset management', 'Управление активами', '/about_us/our_business/asset_management'),
              link('Integrated finance', 'Интегрированные финансы', '/about_us/our_business/integrated_finance'),
              link('Health and senior care', 'Здоровье и забота о старшем поколении', '/about_us/our_business/health_and_senior_care'),
            ],
          },
        ],
      },
      {
        ...link('Media', 'Медиа', '/media'),
        inFooter: true,
        columns: [
          {
            heading: L('Newsroom', 'Пресс-центр'),
            links: [
              link('News archive', 'Архив новостей', '/media/news'),
              link('Media gallery', 'Медиагалерея', '/media/media_gallery'),
              link('Press contacts', 'Контакты для прессы', '/media/press_contacts'),
            ],
          },
        ],
      },
      {
        ...link('Investors', 'Инвесторам', '/investors'),
        inFooter: true,
        columns: [
          {
            heading: L('Results', 'Результаты'),
            links: [
              link('Reports and presentations', 'Отчёты и презентации', '/investors/reports'),
              link('Annual reports', 'Годовые отчёты', '/investors/reports?kind=annualReport'),
              link('Financial calendar', 'Финансовый календарь', '/investors/calendar'),
            ],
          },
          {
            heading: L('News', 'Новости'),
            links: [link('News archive', 'Архив новостей', '/media/news')],
          },
        ],
      },
      {
        ...link('Sustainability', 'Устойчивое развитие', '/sustainability'),
        inFooter: true,
        columns: [
          {
            heading: L('Our approach', 'Наш подход'),
            links: [
              link('Our commitment', 'Наши обязательства', '/sustainability/our_commitment'),
              link('Sustainability governance', 'Управление устойчивым развитием', '/sustainability/sustainability_governance'),
              link('Rating and participation', 'Рейтинги и участие', '/sustainability/rating_and_participation'),
            ],
          },
          {
            heading: L('Focus areas', 'Направления'),
            links: [
              link('Environment', 'Экология', '/sustainability/environment'),
              link('Social', 'Общество', '/sustainability/social'),
              link('Corporate governance', 'Корпоративное управление', '/sustainability/corparate_governance'),
              link('FAQ', 'Вопросы и ответы', '/sustainability/faq'),
            ],
          },
        ],
      },
      { ...link('Client cabinet', 'Личный кабинет', '/cabinet'), inFooter: false, columns: [] },
    ],
    legal: [
      link('Contact us', 'Связаться с нами', '/contact_us'),
      link('Sitemap', 'Карта сайта', '/sitemap'),
      link('Privacy Policy', 'Политика конфиденциальности', '/privacy_policy'),
      link('Terms of Use', 'Условия использования', '/terms_of_use'),
    ],
  })
}
