export { CabinetForms as default } from './CabinetForms'
// The other form, and the messages of the rules checked in the browser.
export const strings = ['Cabinet_*', 'Consent_*', 'Account_error_password_*', 'Opens_new_tab', 'Too_many_requests']
