export { GalleryCarouselBlock as default } from '../../blocks/GalleryCarouselBlock'
