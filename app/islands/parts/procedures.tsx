export { ProceduresList as default } from '../../components/dashboard/ProceduresList'
