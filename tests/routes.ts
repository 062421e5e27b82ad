// The site's public routes (every seeded CMS page but the two legal ones), shared by the integration
// and browser tests and the benchmark.
export type SpecRoute = { path: string; cms: boolean }

const cms = (path: string): SpecRoute => ({ path, cms: true })

export const SPEC_ROUTES: SpecRoute[] = [
  cms('/'),
  cms('/about_us'),
  cms('/about_us/who_we_are'),
  cms('/about_us/our_leadership'),
  cms('/about_us/governance'),
  cms('/about_us/history'),
  cms('/about_us/our_business'),
  cms('/about_us/our_business/insurance'),
  cms('/about_us/our_business/banking'),
  cms('/about_us/our_business/asset_management'),
  cms('/about_us/our_business/integrated_finance'),
  cms('/about_us/our_business/health_and_senior_care'),
  cms('/media'),
  cms('/media/media_gallery'),
  cms('/media/press_contacts'),
  cms('/media/news'),
  cms('/investors'),
  cms('/investors/reports'),
  cms('/investors/calendar'),
  cms('/sustainability'),
  cms('/sustainability/our_commitment'),
  cms('/sustainability/sustainability_governance'),
  cms('/sustainability/rating_and_participation'),
  cms('/sustainability/environment'),
  cms('/sustainability/social'),
  cms('/sustainability/corparate_governance'),
  cms('/sustainability/faq'),
]
