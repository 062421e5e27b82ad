// The feature's public face for server code: other folders import its server side only from here.
export { deleteOnDashboard } from './dashboard.server'
export { deletionRequestOf } from './deletion'
export { DeletionRequests } from './DeletionRequests'
export { exportCustomerData } from './export.server'
export { staffViews } from './views'
export { withdrawOnDashboard } from './withdraw.server'
