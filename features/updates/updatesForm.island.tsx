import { UPDATES_MESSAGES } from '../../common/updateRules'
export { UpdatesForm as default } from './UpdatesForm'
// Shown only after a submit.
export const strings = [...Object.values(UPDATES_MESSAGES), 'Updates_confirm_sent', 'Too_many_requests']
