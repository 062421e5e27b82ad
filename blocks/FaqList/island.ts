export { FaqList as default } from './FaqList'
