export { SubsidiariesBlock as default } from '../../blocks/SubsidiariesBlock'
