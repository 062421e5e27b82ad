import { describe, expect, it } from 'vitest'
import { keepNumbersTogether } from './typography'

const nb = (text: string) => text.replaceAll('_', '\u00A0')

describe('keepNumbersTogether', () => {
  it('joins a number’s groups of digits', () => {
    expect(keepNumbersTogether('1 900 офисов и 3 400 автомобилей')).toBe(nb('1_900 офисов и 3_400 автомобилей'))
    expect(keepNumbersTogether('1 000 000 рублей')).toBe(nb('1_000_000 рублей'))
  })

  it('joins a number and the unit after it', () => {
    expect(keepNumbersTogether('42,6 млн клиентов, 38 млрд рублей, 96,1 % и 182 тыс. тонн')).toBe(
      nb('42,6_млн клиентов, 38_млрд рублей, 96,1_% и 182_тыс. тонн'),
    )
    expect(keepNumbersTogether('от 500 ₽ в месяц')).toBe(nb('от 500_₽ в месяц'))
  })

  it('leaves every other space alone', () => {
    for (const text of [
      'в 2024 году 12 резиденций',
      '2019 2020 годы',
      '12 миллионов',
      '5 млна',
      '40 человек',
      '3,200 engineers and 55,080 colleagues',
      'Итого: 12 кварталов',
    ])
      expect(keepNumbersTogether(text)).toBe(text)
  })
})
