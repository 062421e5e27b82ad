export { PhotoSliderBlock as default } from '../../blocks/PhotoSliderBlock'
