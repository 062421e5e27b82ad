import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { withLockAccess } from '../collections/access/lockedDocuments'
import { AuditLog } from '../collections/AuditLog'
import { Customers } from '../collections/Customers'
import { CustomerSessions } from '../collections/CustomerSessions'
import { CustomerSignatures } from '../collections/CustomerSignatures'
import { Faq } from '../collections/Faq'
import { Navigation } from '../collections/globals/Navigation'
import { SiteSettings } from '../collections/globals/SiteSettings'
import { HistoryMilestones } from '../collections/HistoryMilestones'
import { withLocaleChanges } from '../collections/hooks/localeChanges'
import { adminTranslations } from '../collections/i18n'
import { Leaders } from '../collections/Leaders'
import { Media } from '../collections/Media'
import { News } from '../collections/News'
import { Pages } from '../collections/Pages'
import { Procedures } from '../collections/Procedures'
import { Redirects } from '../collections/Redirects'
import { SharedCounters } from '../collections/SharedCounters'
import { withSitePreview } from '../collections/sitePreview'
import { StaffTwoFactor } from '../collections/StaffTwoFactor'
import { Subscribers } from '../collections/Subscribers'
import { Subsidiaries } from '../collections/Subsidiaries'
import { Translations } from '../collections/Translations'
import { Users } from '../collections/Users'
import { isProduction, payloadSecret, serverURL } from '../common/env.server'
import { processLogger } from '../common/logger.server'
import { TRANSLATION_STATUS_PATH } from './components/TranslationStatus/path'
import { databaseAdapter } from './db'
import { cabinetEndpoints } from './endpoints'
import { answerClientErrors, withDataChecks } from './restErrors'
import { contentEditor } from './richTextEditor'
import { jobsConfig } from './scheduledJobs'
import { withStaffLoginLimits } from './services/staffLogin'
import { withStaffTwoFactor } from './services/staffTwoFactor/signIn'
import { bumpOnChange } from './sharedContentVersion'
import { storagePlugin } from './storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Content the site caches; customer and staff data is never cached, so it needs no version.
// The translated ones record when each language last changed (the translation status view).
const translatedCollections = [withSitePreview(Pages), Media, Translations, withSitePreview(News), Leaders, HistoryMilestones, Subsidiaries, Faq].map(
  withLocaleChanges,
)
const contentCollections = [...translatedCollections, Redirects]
const staff = withStaffTwoFactor(withStaffLoginLimits(Users))
const privateCollections = [staff, StaffTwoFactor, Subscribers, Customers, Procedures, AuditLog, CustomerSessions, CustomerSignatures, SharedCounters]
const globals = [SiteSettings, Navigation]

// Every content write moves the version the site's caches are keyed by.
const withVersionHooks = <T extends { hooks?: Record<string, unknown[] | undefined> }>(entity: T, keys: string[]): T => ({
  ...entity,
  hooks: {
    ...entity.hooks,
    ...Object.fromEntries(keys.map((key) => [key, [...(entity.hooks?.[key] ?? []), ...bumpOnChange.afterChange]])),
  },
})

export default buildConfig({
  serverURL: serverURL(),
  csrf: [serverURL()],
  cors: [serverURL()],
  secret: payloadSecret(),
  admin: {
    user: Users.slug,
    // No Gravatar: the admin makes no requests to third parties (and the CSP forbids them).
    avatar: 'default',
    meta: { titleSuffix: ' — Veltrana CMS' },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js') },
    components: {
      afterNavLinks: ['/components/TranslationStatus/NavLink#TranslationStatusNavLink'],
      views: {
        // Staff sign in with a second factor (cms/services/staffTwoFactor): Payload's form knows
        // only the password, so this one asks for the code, or sets two-factor sign-in up, after it.
        login: { Component: '/components/twoFactor/StaffLoginView#StaffLoginView', path: '/login' },
        translationStatus: { Component: '/components/TranslationStatus/View#TranslationStatusView', path: TRANSLATION_STATUS_PATH, exact: true },
      },
    },
  },
  routes: { admin: '/admin', api: '/api' },
  i18n: { supportedLanguages: { en, ru }, fallbackLanguage: 'en', translations: adminTranslations },
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'ru', label: 'Русский' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  collections: [...contentCollections.map((c) => withVersionHooks(c, ['afterChange', 'afterDelete'])), ...privateCollections],
  globals: globals.map((g) => withVersionHooks(g, ['afterChange'])),
  // Rich text may point only at content collections (./richTextEditor.ts).
  editor: contentEditor(),
  db: databaseAdapter(),
  sharp,
  // Uploaded files under DATA_DIR, or in an S3 bucket when S3_BUCKET is set (cms/storage.ts).
  plugins: [storagePlugin()],
  endpoints: cabinetEndpoints,
  jobs: jobsConfig,
  hooks: { afterError: [answerClientErrors] },
  upload: { limits: { fileSize: 10_000_000 } },
  graphQL: { disable: true },
  telemetry: false,
  // Production logs are JSON lines at LOG_LEVEL, Payload's among the server's; development keeps
  // Payload's readable ones.
  logger: isProduction() ? processLogger() : undefined,
  typescript: { outputFile: path.resolve(dirname, '../common/payload-types.ts') },
}).then((built) => withLockAccess(withDataChecks(built)))
