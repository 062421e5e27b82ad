import type { Block } from 'payload'
import { choiceField } from '../../platform/fields/choice'
import { itemsField } from '../../platform/fields/itemList'

/** A table of approaches (rows) against asset classes (columns); each cell full, partial
 * (shown as a dimmed tick) or none. Rows hold their cells in the columns' order. */
export const ComparisonTableConfig: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  labels: { singular: { en: 'Comparison table', ru: 'Сравнительная таблица' }, plural: { en: 'Comparison tables', ru: 'Сравнительные таблицы' } },
  fields: [
    { name: 'caption', type: 'text', required: true, localized: true, label: { en: 'Caption', ru: 'Подпись таблицы' } },
    { name: 'rowHeader', type: 'text', required: true, localized: true, label: { en: 'Header of the first column', ru: 'Заголовок первого столбца' } },
    itemsField(
      'columns',
      { singular: { en: 'Column', ru: 'Столбец' }, plural: { en: 'Columns', ru: 'Столбцы' } },
      { fields: [{ name: 'label', type: 'text', required: true, localized: true, label: { en: 'Header', ru: 'Заголовок' } }] },
    ),
    itemsField(
      'rows',
      { singular: { en: 'Row', ru: 'Строка' }, plural: { en: 'Rows', ru: 'Строки' } },
      {
        fields: [
          { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Header', ru: 'Заголовок' } },
          {
            name: 'cells',
            type: 'array',
            labels: { singular: { en: 'Cell', ru: 'Ячейка' }, plural: { en: 'Cells (in the columns’ order)', ru: 'Ячейки (в порядке столбцов)' } },
            fields: [
              choiceField(
                'level',
                { en: 'Applied', ru: 'Применяется' },
                {
                  full: { en: 'Fully', ru: 'Полностью' },
                  partial: { en: 'Partly (dimmed tick)', ru: 'Частично (бледная галочка)' },
                  none: { en: 'Not applied', ru: 'Не применяется' },
                },
                'full',
                { required: true },
              ),
            ],
          },
        ],
      },
    ),
    { name: 'note', type: 'textarea', localized: true, label: { en: 'Note under the table', ru: 'Примечание под таблицей' } },
  ],
}
