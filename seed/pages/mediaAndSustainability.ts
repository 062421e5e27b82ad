// The Media and Sustainability families (issue 4), one module each.
export { mediaPages } from './media'
export { sustainabilityPages } from './sustainability'
