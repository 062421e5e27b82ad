export { ProceduresList as default } from './ProceduresList'
