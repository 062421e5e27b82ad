// Russian typesetting keeps a number whole on one line: its groups of digits ("3 400") and the
// unit after it ("42,6 млн", "31 %"). Text written with ordinary spaces there is mended at render
// time by turning those spaces into no-break spaces. Only a space between digits and three more
// digits, or between a digit and a unit listed here, changes, so nothing else can move. English
// groups digits with commas and has none of the word units, so little of its text changes: a
// space before a symbol ("5 %") is kept with its number there too.

const NBSP = '\u00A0'

// Units and abbreviations a number is written with in Russian; a word unit must end there
// ("млн", not "млна…"): checked by the lookahead below.
const UNITS = ['млн', 'млрд', 'трлн', 'тыс', 'руб', 'коп', 'км', 'кг', 'га', 'кВт', 'МВт', 'ГВт', 'м²', 'м³']
const SYMBOLS = '%‰₽$€°'

const NUMBER_GAP = new RegExp(`(?<=\\d) (?=\\d{3}(?!\\d)|[${SYMBOLS}]|(?:${UNITS.join('|')})(?![\\p{L}\\d]))`, 'gu')

/** The text with a no-break space inside each number and between a number and its unit. */
export function keepNumbersTogether(text: string): string {
  return text.replace(NUMBER_GAP, NBSP)
}
