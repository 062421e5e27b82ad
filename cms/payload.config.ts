import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { isProduction, payloadSecret, serverURL } from '../common/env.server'
import { DOCUMENT_MAX_BYTES } from '../common/investors'
import { processLogger } from '../common/logger.server'
import { Customers, CustomerSessions, CustomerSignatures, DetailCorrections, customerResetTask, Procedures } from '../features/cabinet/index.server'
import { ConsentDocuments, ConsentRecords } from '../features/consents/index.server'
import { CustomerDocuments } from '../features/customerDocuments/index.server'
import { CustomerMessages, CustomerThreads } from '../features/customerMessages/index.server'
import { DeletionRequests } from '../features/dataRights/index.server'
import { Faq } from '../features/faq/index.server'
import { HistoryMilestones } from '../features/history/index.server'
import { DocumentFiles, Documents, Events } from '../features/investors/index.server'
import { queuedEmailAdapter, MailMessages, mailTasks } from '../features/mail/index.server'
import { Media } from '../features/media/index.server'
import { News } from '../features/news/index.server'
import { Pages, Redirects } from '../features/pages/index.server'
import { CustomerPasskeys, PasskeyChallenges } from '../features/passkeys/index.server'
import { Leaders } from '../features/people/index.server'
import { Navigation, SiteSettings } from '../features/shell/index.server'
import { staffResetTask, STAFF_RESET_ROUTE, StaffTwoFactor, Users } from '../features/staff/index.server'
import { Subsidiaries } from '../features/subsidiaries/index.server'
import { Translations } from '../features/translations/index.server'
import { newsAlertTask, Subscribers } from '../features/updates/index.server'
import { withLockAccess } from '../platform/access/lockedDocuments'
import { adminTranslations } from '../platform/adminTranslations'
import { AuditLog } from '../platform/collections/AuditLog'
import { SharedCounters } from '../platform/collections/SharedCounters'
import { withCustomerDataVersion } from '../platform/customerData'
import { withLocaleChanges } from '../platform/hooks/localeChanges'
import { withSitePreview } from '../platform/preview/sitePreview'
import { answerClientErrors, withDataChecks } from '../platform/restErrors'
import { jobsConfig } from '../platform/scheduledJobs'
import { bumpOnChange } from '../platform/sharedContentVersion'
import { storagePlugin } from '../platform/storage'
import { storedUnderDetectedType } from '../platform/uploadTypes'
import { TRANSLATION_STATUS_PATH } from './components/TranslationStatus/path'
import { databaseAdapter } from './db'
import { cabinetEndpoints } from './endpoints'
import { enquiryForms } from './forms'
import { contentEditor } from './richTextEditor'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Content the site caches; customer and staff data is never cached, so it needs no version.
// The translated ones record when each language last changed (the translation status view).
const translatedCollections = [
  withSitePreview(Pages),
  Media,
  Translations,
  withSitePreview(News),
  Leaders,
  HistoryMilestones,
  Subsidiaries,
  Faq,
  Documents,
  Events,
  ConsentDocuments,
].map(withLocaleChanges)
const contentCollections = [...translatedCollections, DocumentFiles, Redirects]
// A customer's own pages keep what they read until a write to the customer or to a record naming them moves its count.
const privateCollections = [
  Users,
  StaffTwoFactor,
  Subscribers,
  Customers,
  Procedures,
  AuditLog,
  CustomerSessions,
  CustomerSignatures,
  SharedCounters,
  MailMessages,
  ConsentRecords,
  DeletionRequests,
  CustomerDocuments,
  CustomerThreads,
  CustomerMessages,
  DetailCorrections,
  CustomerPasskeys,
  PasskeyChallenges,
].map(withCustomerDataVersion)
const globals = [SiteSettings, Navigation]

// Every content write moves the version the site's caches are keyed by.
const withVersionHooks = <T extends { hooks?: Record<string, unknown[] | undefined> }>(entity: T, keys: string[]): T => ({
  ...entity,
  hooks: {
    ...entity.hooks,
    ...Object.fromEntries(keys.map((key) => [key, [...(entity.hooks?.[key] ?? []), bumpOnChange]])),
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
    routes: { reset: STAFF_RESET_ROUTE },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js') },
    components: {
      afterNavLinks: ['/components/TranslationStatus/NavLink#TranslationStatusNavLink'],
      views: {
        // Staff sign in with a second factor (features/staff): Payload's form knows
        // only the password, so this one asks for the code, or sets two-factor sign-in up, after it.
        login: { Component: '/components/twoFactor/StaffLoginView#StaffLoginView', path: '/login' },
        // The same for the page a forgot-password message links to: a new password, and a code.
        staffReset: { Component: '/components/twoFactor/StaffResetView#StaffResetView', path: `${STAFF_RESET_ROUTE}/:token`, exact: true },
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
  // Every upload collection stores its files under the type their bytes show (platform/uploadTypes.ts).
  collections: [...contentCollections.map((c) => withVersionHooks(c, ['afterChange', 'afterDelete'])), ...privateCollections].map(storedUnderDetectedType),
  globals: globals.map((g) => withVersionHooks(g, ['afterChange'])),
  // Rich text may point only at content collections (./richTextEditor.ts).
  editor: contentEditor(),
  db: databaseAdapter(),
  sharp,
  // Uploaded files under DATA_DIR, or in an S3 bucket when S3_BUCKET is set (platform/storage.ts).
  plugins: [storagePlugin(), enquiryForms((forms) => withVersionHooks(withLocaleChanges(forms), ['afterChange', 'afterDelete']))],
  endpoints: cabinetEndpoints,
  // Every message, Payload's own included, goes through the mail queue (features/mail).
  email: queuedEmailAdapter,
  jobs: { ...jobsConfig, tasks: [...(jobsConfig.tasks ?? []), ...mailTasks, newsAlertTask, customerResetTask, staffResetTask] },
  hooks: { afterError: [answerClientErrors] },
  // Images are held to less by the body limit on their endpoint (server/bodyLimits.ts).
  upload: { limits: { fileSize: DOCUMENT_MAX_BYTES } },
  graphQL: { disable: true },
  telemetry: false,
  // Production logs are JSON lines at LOG_LEVEL, Payload's among the server's; development keeps
  // Payload's readable ones.
  logger: isProduction() ? processLogger() : undefined,
  // Types are generated on purpose (`npm run generate:types`) and a test fails when they are out of
  // date. Payload's default regenerates them in a child process at every start outside
  // production: in the tests, one for each of the hundred Payloads they boot, which cost a third
  // of their CPU and could rewrite the committed file before the test that checks it read it.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, '../common/payload-types.ts') },
}).then((built) => withLockAccess(withDataChecks(built)))
