import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
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
import { adminTranslations } from '../collections/i18n'
import { Leaders } from '../collections/Leaders'
import { Media } from '../collections/Media'
import { News } from '../collections/News'
import { Pages } from '../collections/Pages'
import { Procedures } from '../collections/Procedures'
import { StaffTwoFactor } from '../collections/StaffTwoFactor'
import { Subscribers } from '../collections/Subscribers'
import { Subsidiaries } from '../collections/Subsidiaries'
import { Translations } from '../collections/Translations'
import { Users } from '../collections/Users'
import { payloadSecret, serverURL } from '../common/env.server'
import { bumpOnChange } from './contentVersion'
import { databaseAdapter } from './db'
import { cabinetEndpoints } from './endpoints'
import { answerClientErrors, withDataChecks } from './restErrors'
import { withStaffLoginLimits } from './services/staffLogin'
import { withStaffTwoFactor } from './services/staffTwoFactor/signIn'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Content the site caches; customer and staff data is never cached, so it needs no version.
const contentCollections = [Pages, Media, Translations, News, Leaders, HistoryMilestones, Subsidiaries, Faq]
const staff = withStaffTwoFactor(withStaffLoginLimits(Users))
const privateCollections = [staff, StaffTwoFactor, Subscribers, Customers, Procedures, AuditLog, CustomerSessions, CustomerSignatures]
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
    // Staff sign in with a second factor (cms/services/staffTwoFactor): Payload's form knows only
    // the password, so this one asks for the code, or sets two-factor sign-in up, after it.
    components: { views: { login: { Component: '/components/twoFactor/StaffLoginView#StaffLoginView', path: '/login' } } },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js') },
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
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  endpoints: cabinetEndpoints,
  hooks: { afterError: [answerClientErrors] },
  upload: { limits: { fileSize: 10_000_000 } },
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, '../common/payload-types.ts') },
}).then((built) => withLockAccess(withDataChecks(built)))
