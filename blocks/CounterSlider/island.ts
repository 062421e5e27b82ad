export { CounterSlider as default } from './CounterSlider'
