// The library's books (a short list that opens to the whole collection) and the book request
// form below them; "Request this book" picks the book in the form and moves there.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { booksQuery } from '@/api/library'
import type { Book } from '@/api/types'
import { buttonClass } from '@/blocks/buttonClass'
import { Img } from '@/blocks/Img'
import { Kicker } from '@/blocks/Section'
import { Skeleton } from '@/blocks/Skeleton'
import { BookForm } from '@/forms/deferred'
import { FormSection } from '@/forms/FormSection'
import { useT } from '@/i18n/LangContext'
import styles from './Extras.module.css'

const FIRST_SHOWN = 8
const FORM_ID = 'book-request'

export function BooksSection() {
  const { t, lang } = useT()
  const books = useQuery(booksQuery(lang))
  const [all, setAll] = useState(false)
  const [chosen, setChosen] = useState<{ id: number } | undefined>()
  const titleId = useId()
  const list = books.data ?? []
  const shown = all ? list : list.slice(0, FIRST_SHOWN)

  function request(book: Book) {
    setChosen({ id: book.id })
    const form = document.getElementById(FORM_ID)
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    form?.focus({ preventScroll: true })
  }

  return (
    <div className={styles.stack}>
      {books.isError ? null : (
        <section className={styles.group} aria-labelledby={titleId}>
          <div className={styles.groupHead}>
            <Kicker>{t('forms.book.title')}</Kicker>
            <h2 id={titleId} className={styles.groupTitle}>
              {t('forms.book.listTitle')}
            </h2>
          </div>
          <ul role="list" className={styles.books} aria-busy={books.data ? undefined : true}>
            {books.data
              ? shown.map((book) => (
                  <li key={book.id} className={styles.book}>
                    <Img
                      src={book.cover}
                      alt=""
                      width={240}
                      height={340}
                      className={styles.cover}
                    />
                    <div className={styles.bookBody}>
                      <h3 className={styles.bookTitle}>{book.title}</h3>
                      <p className={styles.bookAuthor}>{book.author}</p>
                      <p className={styles.bookMeta}>
                        {t('forms.book.year')}: {book.year} · ISBN {book.isbn}
                      </p>
                      <button
                        type="button"
                        className={styles.bookRequest}
                        onClick={() => request(book)}
                        aria-label={`${t('forms.book.request')}: ${book.title}`}
                      >
                        {t('forms.book.request')}
                      </button>
                    </div>
                  </li>
                ))
              : Array.from({ length: 4 }, (_, i) => (
                  <li key={i} className={styles.book}>
                    <Skeleton height="auto" style={{ aspectRatio: '24 / 34' }} radius={8} />
                  </li>
                ))}
          </ul>
          {list.length > FIRST_SHOWN ? (
            <button
              type="button"
              className={buttonClass('outline', styles.more)}
              aria-expanded={all}
              onClick={() => setAll(!all)}
            >
              {all ? t('forms.book.showFewer') : t('forms.book.showAll', { total: list.length })}
            </button>
          ) : null}
        </section>
      )}
      <FormSection id={FORM_ID} title={t('forms.book.title')} lead={t('forms.book.lead')}>
        <BookForm chosen={chosen} />
      </FormSection>
    </div>
  )
}
