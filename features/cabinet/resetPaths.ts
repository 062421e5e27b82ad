/** "Forgot your password?" and the page its mailed link opens. */
export const FORGOT_PATH = '/cabinet/forgot'
export const RESET_PATH = '/cabinet/reset'
