export { BannerSlider as default } from './BannerSlider'
