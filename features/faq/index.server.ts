// The feature's public face for server code: other folders import its server side only from here.
export { Faq } from './Faq'
export { FAQ_CATEGORIES } from './faqCategories'
export type { FaqCategory } from './faqCategories'
export { faqCategoryAnchor } from './faqCategories'
export { isFaqCategory } from './faqCategories'
