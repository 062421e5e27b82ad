export { PhotoSlider as default } from './PhotoSlider'
