export { ImageCarouselBlock as default } from '../../blocks/ImageCarouselBlock'
