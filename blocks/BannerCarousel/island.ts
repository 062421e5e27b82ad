export { BannerCarousel as default } from './BannerCarousel'
