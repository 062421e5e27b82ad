export { lowVisionAttributes } from './attributes'
export { LowVisionControl } from './LowVisionControl'
export { LowVisionForm } from './LowVisionForm'
export { keyOf, lowVisionKey } from './settings'
