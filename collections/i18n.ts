/** The admin's own strings beyond Payload's, in both languages (Payload's `custom:` namespace).
 * Errors thrown by hooks are answered in the language of the request (the admin's language
 * cookie, else Accept-Language), and the admin shows the answer's message as it is. */
export const adminTranslations = {
  en: {
    custom: {
      saveStale: 'Someone else saved this document after you opened it. Your changes were not saved: reload the page to see theirs, then make yours again.',
      signatureVerified: 'Verified: the file is the one the customer signed',
      signatureMismatch: 'Does not match: the file differs from the one the customer signed',
      signatureMissing: 'No signature file',
      signatureOpen: 'Open full size',
      saveBaseMissing: 'A save must say which version of the document it was made from (updatedAt). Reload the document and save again.',
      newsSlugInvalid: 'Use lowercase Latin letters and digits joined by single hyphens, at most 80 characters, e.g. annual-results-2025.',
    },
  },
  ru: {
    custom: {
      saveStale:
        'Пока документ был открыт у вас, его сохранил кто-то другой. Ваши изменения не сохранены: обновите страницу, чтобы увидеть чужие, и внесите свои заново.',
      signatureVerified: 'Проверена: файл тот, что подписал клиент',
      signatureMismatch: 'Не совпадает: файл отличается от подписанного клиентом',
      signatureMissing: 'Файла подписи нет',
      signatureOpen: 'Открыть в полном размере',
      saveBaseMissing: 'Сохранение должно указывать, с какой версии документа оно сделано (updatedAt). Откройте документ заново и сохраните ещё раз.',
      newsSlugInvalid: 'Используйте строчные латинские буквы и цифры, соединённые одиночными дефисами, не длиннее 80 символов, например annual-results-2025.',
    },
  },
}

export type AdminMessage = keyof typeof adminTranslations.en.custom

/** One of the strings above in the request's language. */
export const adminMessage = (req: { t: unknown }, key: AdminMessage): string => (req.t as (key: string) => string)(`custom:${key}`)
