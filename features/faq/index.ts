// The feature's public face: other folders import it only from here.
export { FAQ_CATEGORIES, type FaqCategory, faqCategoryAnchor, isFaqCategory } from './faqCategories'
