import { SEARCH_PARAM } from '../../common/pageParams'
import { SEARCH_QUERY_MAX_LENGTH } from '../../common/searchQuery'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Magnifier } from '../../ui/icons'

export const SEARCH_PATH = '/search'

type Props = {
  /** Unique on the page: the field's id is made from it. */
  id: string
  /** The search landmark's name; each search form on a page needs its own. */
  name: string
  query?: string
  className?: string
  /** Show the field's label above it (the results page); otherwise it is for screen readers. */
  showLabel?: boolean
}

/** A plain GET form to the results page: the same with or without JavaScript. */
export function SearchForm({ id, name, query = '', className = '', showLabel = false }: Props) {
  const { t } = useTranslation()
  const field = `${id}-field`
  return (
    <form role="search" aria-label={name} action={SEARCH_PATH} method="get" className={`search-form ${className}`}>
      <label htmlFor={field} className={showLabel ? 'search-form__label' : 'visually-hidden'}>
        {t('Search_label')}
      </label>
      <span className="search-form__row">
        <input
          id={field}
          className="search-form__input"
          type="search"
          name={SEARCH_PARAM}
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('Search_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-form__submit">
          <Magnifier />
          <span className="visually-hidden">{t('Search_submit')}</span>
        </button>
      </span>
    </form>
  )
}
