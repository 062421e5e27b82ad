// Leadership, governance and history: the 12 leaders, the governance side tabs (board by
// default, 14/5/5 people, five articles), the history period tabs (6/7/3/9 cards and their year
// labels), tab switching by mouse and by keyboard, ?tab= without JavaScript, and an axe scan of
// the tab panels not shown first at both widths (each page's status, h1, width and axe scan as
// it opens: tests/e2e/pages.spec.ts).
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, hydrated } from './helpers'

const PERIODS = [
  { id: '1988-1997', label: '1988–1997', cards: 6, years: ['1988', '1992', '1994', '1995', '1996'] },
  { id: '1998-2007', label: '1998–2007', cards: 7, years: ['2002', '2003', '2004', '2006', '2007'] },
  { id: '2008-2017', label: '2008–2017', cards: 3, years: ['2011', '2012', '2016'] },
  { id: '2018-Present', label: '2018–Present', cards: 9, years: ['2018', '2019', '2020', '2021', '2022', '2024'] },
]

/** The visible tab panel (hidden panels are not exposed to assistive technology). */
const panel = (page: Page) => page.getByRole('tabpanel')

test.describe('leadership', () => {
  test('shows 12 leaders, each with a photo, a name and a text', async ({ page }) => {
    await page.goto('/about_us/our_leadership')
    const cards = page.locator('.leader-card')
    await expect(cards).toHaveCount(12)
    for (const card of await cards.all()) {
      await expect(card.locator('img')).toHaveAttribute('alt', /\S/)
      await expect(card.locator('img')).toHaveAttribute('srcset', /\.webp \d+w/)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(/\S/)
      await expect(card.locator('.leader-card__text')).toHaveText(/.{40}/)
    }
    await expect(cards.first().getByRole('heading')).toHaveText('Andrei Kolesnikov')
  })

  test('is written in Russian with ?lng=ru', async ({ page }) => {
    await page.goto('/about_us/our_leadership?lng=ru')
    await expect(page.locator('.leader-card').first().getByRole('heading')).toHaveText('Андрей Колесников')
    await expect(page.locator('.leader-card img').first()).toHaveAttribute('alt', /портрет/)
  })
})

test.describe('governance', () => {
  const tabNames = ['Board of directors', 'Supervisory committee', 'Senior management', 'Articles of association']

  test('opens on the board of directors with 14 entries showing role, age, term and since date', async ({ page }) => {
    await page.goto('/about_us/governance')
    const tabs = page.getByRole('tablist', { name: 'Governance bodies' }).getByRole('tab')
    await expect(tabs).toHaveText(tabNames)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    const entries = panel(page).locator('.governance-entry')
    await expect(entries).toHaveCount(14)
    const chairman = entries.first()
    await expect(chairman.getByRole('heading')).toHaveText('Andrei Kolesnikov')
    await expect(chairman).toContainText('Chairman of the Board')
    await expect(chairman.locator('dt')).toHaveText(['Age', 'Term of office', 'Director since'])
    await expect(chairman.locator('dd')).toHaveText(['66', '2024–2027', '14 March 1988'])
  })

  test('the board of 15 seats is 40% independent, as the facts say', async ({ page }) => {
    await page.goto('/about_us/governance')
    await expect(page.locator('.governance__fact dd')).toHaveText(['15', '40%', '5', '5'])
    await expect(panel(page).locator('.governance-entry__role', { hasText: /^Independent director/ })).toHaveCount(6)
  })

  test('switches tabs with the mouse: 5 supervisors, 5 senior managers, 5 articles', async ({ page }) => {
    await page.goto('/about_us/governance')
    await hydrated(page)
    const tabs = page.getByRole('tab')

    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
    await expect(page).toHaveURL(/\?tab=supervisoty_comittee$/)
    await expect(panel(page).locator('.governance-entry')).toHaveCount(5)
    await expect(panel(page).locator('.governance-entry').first().locator('dt')).toHaveText(['Age', 'Term of office', 'Supervisor since'])

    await tabs.nth(2).click()
    await expect(page).toHaveURL(/\?tab=senior_management$/)
    const managers = panel(page).locator('.governance-entry')
    await expect(managers).toHaveCount(5)
    // Senior managers have no term of office: the year they joined the group instead.
    await expect(managers.first().locator('dt')).toHaveText(['Age', 'Joined', 'In office since'])
    await expect(managers.first().locator('dd')).toHaveText(['54', '1996', '12 January 2015'])

    await tabs.nth(3).click()
    await expect(page).toHaveURL(/\?tab=articles$/)
    await expect(panel(page).locator('.rich-text p')).toHaveCount(5)
    await expect(panel(page).locator('.governance-entry')).toHaveCount(0)
  })

  test('switches tabs with the arrow keys, Home and End (focus follows, the panel changes)', async ({ page }) => {
    await page.goto('/about_us/governance')
    await hydrated(page)
    const tabs = page.getByRole('tab')
    await tabs.first().focus()

    await page.keyboard.press('ArrowDown')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
    await expect(panel(page).locator('.governance-entry')).toHaveCount(5)
    await expect(panel(page)).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id'))!)

    await page.keyboard.press('End')
    await expect(tabs.nth(3)).toBeFocused()
    await expect(panel(page).locator('.rich-text p')).toHaveCount(5)

    await page.keyboard.press('ArrowDown') // wraps to the first
    await expect(tabs.first()).toBeFocused()
    await expect(panel(page).locator('.governance-entry')).toHaveCount(14)

    await page.keyboard.press('ArrowUp') // and back to the last
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')

    await page.keyboard.press('Home')
    await expect(tabs.first()).toBeFocused()
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\?tab=board_of_directors$/)
  })

  test('is written in Russian with ?lng=ru', async ({ page }) => {
    await page.goto('/about_us/governance?lng=ru&tab=senior_management')
    await expect(page.getByRole('tab')).toHaveText(['Совет директоров', 'Ревизионная комиссия', 'Высшее руководство', 'Устав'])
    const ceo = panel(page).locator('.governance-entry').first()
    await expect(ceo.getByRole('heading')).toHaveText('Марина Соколова')
    await expect(ceo.locator('dd')).toHaveText(['54', '1996 г.', '12 января 2015 г.'])
  })
})

test.describe('history', () => {
  test('shows the intro, the banner with desktop and mobile images and a Play link', async ({ page }) => {
    await page.goto('/about_us/history')
    await expect(page.locator('.history-intro p').first()).toContainText('1988')
    const picture = page.locator('.history-banner picture')
    await expect(picture.locator('source[media="(max-width: 767px)"]')).toHaveAttribute('srcset', /\.webp/)
    await expect(picture.locator('img')).toHaveAttribute('alt', /\S/)
    const play = page.getByRole('link', { name: /^Play/ })
    await expect(play).toHaveAttribute('href', /^https:\/\//)
    await expect(play).toHaveAttribute('target', '_blank')
    await expect(play).toHaveAttribute('rel', /noopener/)
  })

  test('opens on the first period; each period lists its cards under its year labels', async ({ page }) => {
    await page.goto('/about_us/history')
    await hydrated(page)
    const tabs = page.getByRole('tablist', { name: 'Periods of our history' }).getByRole('tab')
    await expect(tabs).toHaveText(PERIODS.map((p) => p.label))
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    for (const [index, period] of PERIODS.entries()) {
      await tabs.nth(index).click()
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true')
      await expect(page).toHaveURL(new RegExp(`\\?tab=${period.id}$`))
      await expect(panel(page).locator('.milestone')).toHaveCount(period.cards)
      // A card without a label continues the year before it: no label is repeated.
      await expect(panel(page).locator('.timeline__label')).toHaveText(period.years)
      for (const card of await panel(page).locator('.milestone').all()) {
        await expect(card.locator('img')).toHaveAttribute('alt', /\S/)
        await expect(card.getByRole('heading')).toHaveText(/\S/)
      }
    }
  })

  test('all 19 year labels, 1988 to 2024, over 25 cards', async ({ page }) => {
    await page.goto('/about_us/history')
    await expect(page.locator('.milestone')).toHaveCount(25) // hidden panels included
    await expect(page.locator('.timeline__label')).toHaveText(PERIODS.flatMap((p) => p.years))
  })

  test('switches periods with the arrow keys, Home and End', async ({ page }) => {
    await page.goto('/about_us/history')
    await hydrated(page)
    const tabs = page.getByRole('tab')
    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page).locator('.milestone')).toHaveCount(7)
    await page.keyboard.press('End')
    await expect(tabs.nth(3)).toBeFocused()
    await expect(panel(page).locator('.milestone')).toHaveCount(9)
    await page.keyboard.press('ArrowRight') // wraps
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(tabs.first()).toBeFocused()
    await expect(panel(page).locator('.milestone')).toHaveCount(6)
  })

  test('is written in Russian with ?lng=ru', async ({ page }) => {
    await page.goto('/about_us/history?lng=ru&tab=2018-Present')
    await expect(page.getByRole('tab').last()).toHaveText('2018 — наши дни')
    await expect(page.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page).locator('.milestone').first().getByRole('heading')).toHaveText('Финансы и забота — одна стратегия')
    await expect(page.getByRole('link', { name: /^Смотреть/ })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('governance: ?tab= selects the tab, and each tab is a link to its own ?tab=', async ({ page }) => {
    await page.goto('/about_us/governance?tab=senior_management')
    const tabs = page.getByRole('tab')
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
    await expect(panel(page).locator('.governance-entry')).toHaveCount(5)
    await tabs.nth(3).click()
    await expect(page).toHaveURL(/\?tab=articles$/)
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page).locator('.rich-text p')).toHaveCount(5)
    await page.goto('/about_us/governance?tab=supervisoty_comittee')
    await expect(panel(page).locator('.governance-entry')).toHaveCount(5)
  })

  test('governance: an unknown ?tab= falls back to the board', async ({ page }) => {
    await page.goto('/about_us/governance?tab=nonsense')
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page).locator('.governance-entry')).toHaveCount(14)
  })

  test('history: ?tab= selects the period, and the period tabs are links', async ({ page }) => {
    await page.goto('/about_us/history?tab=2008-2017')
    const tabs = page.getByRole('tab')
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page).locator('.milestone')).toHaveCount(3)
    await expect(panel(page).locator('.timeline__label')).toHaveText(['2011', '2012', '2016'])
    await tabs.nth(3).click()
    await expect(page).toHaveURL(/\?tab=2018-Present$/)
    await expect(panel(page).locator('.milestone')).toHaveCount(9)
  })
})

test.describe('accessibility', () => {
  test('the tab panels not shown first have no axe violations either', { tag: '@mobile' }, async ({ page }) => {
    for (const url of ['/about_us/governance?tab=senior_management', '/about_us/governance?tab=articles', '/about_us/history?tab=2018-Present']) {
      await page.goto(url)
      await hydrated(page)
      await expectNoAxeViolations(page)
    }
  })
})
