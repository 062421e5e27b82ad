export { CounterSliderBlock as default } from '../../blocks/CounterSliderBlock'
