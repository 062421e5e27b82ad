export { FAQ_CATEGORIES, type FaqCategory, faqCategoryAnchor, isFaqCategory } from './faqCategories'
