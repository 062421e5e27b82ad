import { stylesheets } from '../../ui/page/stylesheets'
import investorsCss from './Investors.css?url'

/** The investor section's stylesheet: its items', and the lists of the blocks that show them,
 * which mark it too (a list may be empty). */
export const useInvestorStyles = stylesheets(investorsCss)
