export { BannerSliderBlock as default } from '../../blocks/BannerSliderBlock'
