export { UpdatesForm as default } from '../../components/footer/UpdatesForm'
