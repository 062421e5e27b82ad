export { ImageCarousel as default } from './ImageCarousel'
