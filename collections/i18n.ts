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
      redirectFromInvalid: 'Enter a path on this site starting with “/”, e.g. /old-page (not the admin or the API).',
      redirectFromIsPage: 'A published page lives at {{path}}, so a redirect from it would never be followed. Choose another path, or move the page first.',
      redirectToInvalid: 'Enter a path on this site starting with “/” or a full address starting with http:// or https://.',
      redirectSelf: 'A redirect cannot point to its own path.',
      redirectLoop: 'This would make a loop: {{path}} already leads back to this path.',
      altMissingEn: 'Image “{{image}}” has no alternative text in English. Add it in Media before publishing.',
      altMissingRu: 'Image “{{image}}” has no alternative text in Russian. Add it in Media before publishing.',
      altMissingBoth: 'Image “{{image}}” has no alternative text in English or Russian. Add both in Media before publishing.',
      statusTitle: 'Translation status',
      statusIntro:
        'Documents whose English or Russian text is missing, or older than the last change in the other language. Until a Russian text is added, visitors see the English one.',
      statusNone: 'Nothing to do: every document is filled in and up to date in both languages.',
      statusRows: 'To check: {{count}}',
      statusDocument: 'Document',
      statusSection: 'Section',
      statusLanguage: 'Language',
      statusProblem: 'What is wrong',
      statusFields: 'Fields',
      statusMissing: 'Not filled in',
      statusOlder: 'Older: the other language changed on {{date}}',
      statusEnglish: 'English',
      statusRussian: 'Russian',
      statusUntitled: 'Untitled',
      statusForbidden: 'Only editors and admins can see the translation status.',
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
      redirectFromInvalid: 'Укажите путь на этом сайте, начиная с «/», например /old-page (но не в админке и не в API).',
      redirectFromIsPage:
        'По адресу {{path}} опубликована страница, поэтому перенаправление с него никогда не сработает. Выберите другой путь или сначала перенесите страницу.',
      redirectToInvalid: 'Укажите путь на этом сайте, начиная с «/», или полный адрес, начиная с http:// или https://.',
      redirectSelf: 'Перенаправление не может вести на собственный путь.',
      redirectLoop: 'Получится петля: с {{path}} уже есть перенаправление обратно на этот путь.',
      altMissingEn: 'У изображения «{{image}}» нет альтернативного текста на английском. Добавьте его в разделе «Медиа» перед публикацией.',
      altMissingRu: 'У изображения «{{image}}» нет альтернативного текста на русском. Добавьте его в разделе «Медиа» перед публикацией.',
      altMissingBoth: 'У изображения «{{image}}» нет альтернативного текста ни на английском, ни на русском. Добавьте оба в разделе «Медиа» перед публикацией.',
      statusTitle: 'Состояние переводов',
      statusIntro:
        'Документы, в которых нет английского или русского текста или он старше последней правки на другом языке. Пока русского текста нет, посетители видят английский.',
      statusNone: 'Всё в порядке: все документы заполнены и актуальны на обоих языках.',
      statusRows: 'Проверить: {{count}}',
      statusDocument: 'Документ',
      statusSection: 'Раздел',
      statusLanguage: 'Язык',
      statusProblem: 'Что не так',
      statusFields: 'Поля',
      statusMissing: 'Не заполнено',
      statusOlder: 'Устарело: другой язык изменён {{date}}',
      statusEnglish: 'Английский',
      statusRussian: 'Русский',
      statusUntitled: 'Без названия',
      statusForbidden: 'Состояние переводов доступно только редакторам и администраторам.',
    },
  },
}

export type AdminMessage = keyof typeof adminTranslations.en.custom

/** An admin message in the request's language, with its {{placeholders}} filled in. */
export const adminMessage = (req: { t: unknown }, key: AdminMessage, values?: Record<string, string>): string =>
  (req.t as (key: string, values?: Record<string, string>) => string)(`custom:${key}`, values)
