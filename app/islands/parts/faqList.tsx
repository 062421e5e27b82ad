export { FaqListBlock as default } from '../../blocks/FaqListBlock'
