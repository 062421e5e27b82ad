export { BannerCarouselBlock as default } from '../../blocks/BannerCarouselBlock'
