// The Media and Sustainability families, one module each.
export { mediaPages } from './media'
export { sustainabilityPages } from './sustainability'
