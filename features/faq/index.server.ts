export { Faq } from './Faq'
export { FAQ_CATEGORIES, type FaqCategory, faqCategoryAnchor, isFaqCategory } from './faqCategories'
