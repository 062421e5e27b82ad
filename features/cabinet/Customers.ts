import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook, CollectionConfig, FieldAccess } from 'payload'
import { LANGUAGES } from '../../common/languages'
import { canSeeCustomers, isAdmin, serviceOnly } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'
import { dollarsIntoCents, moneyFields } from '../../platform/fields/money'
import { auditCustomer, auditCustomerDelete, auditCustomerView } from '../../platform/hooks/audit'
import { refuseStaleSave, releaseFailedSave, requireSaveBase } from '../../platform/hooks/concurrency'
import { checkCorrections, markStaffSave, noticeCorrections } from './corrections'
import { DETAIL_CORRECTIONS } from './DetailCorrections'
import { checkSignature } from './signatureCheck'

/** The customer's details: registration writes them, staff with customer rights correct them (./corrections.ts). */
const correctedByStaff: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: ({ req }) => Boolean(canSeeCustomers({ req })) }

/** Not even read by staff. */
const noStaff: { read: FieldAccess; create: FieldAccess; update: FieldAccess } = { read: () => false, ...serviceOnly }

/** Sessions, procedures, documents and conversations go first: the database refuses to remove a customer they still point to. */
const removeDependents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'customer-sessions', where: { customer: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'customer-passkeys', where: { customer: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'passkey-challenges', where: { customer: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'procedures', where: { customer: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'customer-documents', where: { customer: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'customer-messages', where: { customer: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'customer-threads', where: { customer: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: DETAIL_CORRECTIONS, where: { customer: { equals: id } }, overrideAccess: true, req })
}

/** The signature file is the customer's too. */
const removeSignature: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!doc.signature) return
  const id = typeof doc.signature === 'object' ? doc.signature.id : doc.signature
  await req.payload.delete({ collection: 'customer-signatures', id, overrideAccess: true, req }).catch(() => undefined)
}

/** Cabinet customers: not a Payload auth collection (docs/decisions/004). Staff with customer rights read them, correct
 * their details and edit the balance, the two flags and the procedures, each change kept in the audit log. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: { en: 'Customer', ru: 'Клиент' }, plural: { en: 'Customers', ru: 'Клиенты' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'emailConfirmed', 'firstName', 'lastName', 'balanceDollars', 'showTotal', 'locked', 'regTime'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
    ...customerDataAdmin,
  },
  access: { read: canSeeCustomers, create: () => false, update: canSeeCustomers, delete: isAdmin },
  defaultSort: '-regTime',
  hooks: {
    beforeOperation: [requireSaveBase, markStaffSave],
    beforeValidate: [dollarsIntoCents('balance'), checkCorrections],
    beforeChange: [refuseStaleSave],
    afterError: [releaseFailedSave],
    afterChange: [auditCustomer, noticeCorrections],
    beforeDelete: [removeDependents],
    afterDelete: [removeSignature, auditCustomerDelete],
    afterOperation: [auditCustomerView],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, access: correctedByStaff, label: { en: 'First name', ru: 'Имя' } },
        { name: 'lastName', type: 'text', required: true, access: correctedByStaff, label: { en: 'Last name', ru: 'Фамилия' } },
      ],
    },
    {
      type: 'row',
      fields: [
        // Stored lower-case by the service, so the unique index is case-insensitive in effect.
        {
          name: 'email',
          type: 'email',
          required: true,
          unique: true,
          index: true,
          access: correctedByStaff,
          admin: {
            description: {
              en: 'A new address must be confirmed: the customer is mailed a link at it, and the old address is told it changed.',
              ru: 'Новый адрес нужно подтвердить: клиенту придёт на него ссылка, а на старый адрес — уведомление о смене.',
            },
          },
          label: { en: 'E-mail', ru: 'Эл. почта' },
        },
        {
          name: 'phone',
          type: 'text',
          required: true,
          access: correctedByStaff,
          admin: {
            description: {
              en: 'A mobile number; typed in any usual way, kept as international digits without "+".',
              ru: 'Мобильный номер; вводится как угодно привычно, хранится международными цифрами без «+».',
            },
          },
          label: { en: 'Phone', ru: 'Телефон' },
        },
      ],
    },
    { name: 'address', type: 'text', required: true, access: correctedByStaff, label: { en: 'Full address', ru: 'Полный адрес' } },
    {
      type: 'row',
      fields: [
        ...moneyFields('balance', { en: 'Balance', ru: 'Баланс' }),
        { name: 'showTotal', type: 'checkbox', defaultValue: false, label: { en: 'Show the balance to the customer', ru: 'Показывать баланс клиенту' } },
        { name: 'locked', type: 'checkbox', defaultValue: false, label: { en: 'Locked (dashboard blocked)', ru: 'Заблокирован (кабинет закрыт)' } },
      ],
    },
    {
      name: 'signature',
      type: 'upload',
      relationTo: 'customer-signatures',
      access: serviceOnly,
      // Shown by signatureCheck below, as the image itself rather than a file name.
      admin: { readOnly: true, hidden: true },
      label: { en: 'Signature', ru: 'Подпись' },
    },
    {
      name: 'signatureCheck',
      type: 'json',
      virtual: true,
      access: { ...serviceOnly, read: ({ req }) => Boolean(canSeeCustomers({ req })) },
      admin: { readOnly: true, components: { Field: '/components/SignatureCheck#SignatureCheck' } },
      hooks: { afterRead: [checkSignature] },
      label: { en: 'Signature', ru: 'Подпись' },
    },
    {
      name: 'signatureHash',
      type: 'text',
      access: serviceOnly,
      admin: {
        readOnly: true,
        description: { en: 'First 16 bytes of the SHA-256 of the signature PNG, in hex.', ru: 'Первые 16 байт SHA-256 файла подписи (PNG), в hex.' },
      },
      label: { en: 'Signature hash', ru: 'Хеш подписи' },
    },
    {
      name: 'procedures',
      type: 'join',
      collection: 'procedures',
      on: 'customer',
      defaultSort: '-paymentDate',
      defaultLimit: 20,
      admin: { defaultColumns: ['name', 'priceDollars', 'paymentDate', 'status'] },
      label: { en: 'Procedures', ru: 'Процедуры' },
    },
    {
      name: 'history',
      type: 'join',
      collection: 'audit-log',
      on: 'customer',
      defaultSort: '-createdAt',
      defaultLimit: 20,
      admin: { allowCreate: false, defaultColumns: ['createdAt', 'actorEmail', 'actorRole', 'summary'] },
      label: { en: 'Change history', ru: 'История изменений' },
    },
    {
      name: 'regTime',
      type: 'date',
      access: serviceOnly,
      index: true,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Registered', ru: 'Зарегистрирован' },
    },
    {
      // The language the customer last used the cabinet in: the security notices go out in it, whoever triggered them.
      name: 'language',
      type: 'select',
      options: [...LANGUAGES],
      defaultValue: 'en',
      access: serviceOnly,
      admin: { readOnly: true, position: 'sidebar' },
      label: { en: 'Language of the messages', ru: 'Язык писем' },
    },
    {
      name: 'loginFailures',
      type: 'number',
      defaultValue: 0,
      access: serviceOnly,
      admin: { readOnly: true, position: 'sidebar' },
      label: { en: 'Failed sign-ins in a row', ru: 'Неудачных входов подряд' },
    },
    {
      name: 'lockUntil',
      type: 'date',
      access: serviceOnly,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Sign-in locked until', ru: 'Вход заблокирован до' },
    },
    {
      // False from registration until the mailed link is followed (addressConfirmation.ts); until then no security notice
      // goes to the address. True by default: customers from before the rule count as confirmed.
      name: 'emailConfirmed',
      type: 'checkbox',
      defaultValue: true,
      access: serviceOnly,
      admin: { readOnly: true, position: 'sidebar' },
      label: { en: 'E-mail address confirmed', ru: 'Адрес эл. почты подтверждён' },
    },
    // Only the cabinet service reaches these, with overrideAccess: bcrypt hash, the single-use values and expiries of the
    // reset and address-confirmation links.
    { name: 'passwordHash', type: 'text', required: true, hidden: true, access: noStaff },
    { name: 'resetNonce', type: 'text', hidden: true, access: noStaff },
    { name: 'resetExpiresAt', type: 'date', hidden: true, access: noStaff },
    { name: 'confirmNonce', type: 'text', hidden: true, access: noStaff },
    { name: 'confirmExpiresAt', type: 'date', hidden: true, access: noStaff },
  ],
}
