import type { PageSeed } from '../../platform/seed/types'
import { businessLinePages } from './businessLines'
import { aboutUsPage, ourBusinessPage, whoWeArePage } from './company'
import { homePage } from './home'
import { governancePage, historyPage, leadershipPage } from './people'

// The home and About-us family, each page with its full set of blocks.
export const aboutPages: PageSeed[] = [homePage, aboutUsPage, whoWeArePage, leadershipPage, governancePage, historyPage, ourBusinessPage, ...businessLinePages]
