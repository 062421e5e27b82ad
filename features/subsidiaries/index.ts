// The feature's public face: other folders import it only from here.
export { SUBSIDIARY_CATEGORIES } from './subsidiaryCategories'
