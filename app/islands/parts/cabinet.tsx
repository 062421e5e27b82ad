export { CabinetForms as default } from '../../components/cabinet/CabinetForms'
