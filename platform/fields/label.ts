/** An admin label in both admin languages. */
export type Label = { en: string; ru: string }
