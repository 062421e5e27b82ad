import { UPDATES_MESSAGES } from '../../../common/rules/updates'
export { UpdatesForm as default } from '../../components/footer/UpdatesForm'
// Shown only after a submit.
export const strings = [...Object.values(UPDATES_MESSAGES), 'Updates_thanks', 'Too_many_requests']
