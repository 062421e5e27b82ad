export { SUBSIDIARY_CATEGORIES } from './subsidiaryCategories'
