// The library's books (a short list that opens to the whole collection) and the book request
// form below them; "Request this book" picks the book in the form and moves there.
import { useState } from 'react'
import { booksQuery } from '@/api/library'
import type { Book } from '@/api/types'
import { buttonClass } from '@/blocks/buttonClass'
import { Img } from '@/blocks/Img'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { Skeleton } from '@/blocks/Skeleton'
import { BookForm } from '@/forms/deferred'
import { FormSection } from '@/forms/FormSection'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Extras.module.css'

const FIRST_SHOWN = 8
const FORM_ID = 'book-request'

export function BooksSection() {
  const { t, lang } = useT()
  const books = useListQuery(booksQuery(lang))
  const [all, setAll] = useState(false)
  const [chosen, setChosen] = useState<{ id: number } | undefined>()

  function request(book: Book) {
    setChosen({ id: book.id })
    const form = document.getElementById(FORM_ID)
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    form?.focus({ preventScroll: true })
  }

  return (
    <div className={styles.stack}>
      <ListSection title={t('forms.book.listTitle')} kicker={t('forms.book.title')}>
        <QueryList query={books} skeleton={<BooksSkeleton />}>
          {(list) => (
            <>
              <ul role="list" className={styles.books}>
                {(all ? list : list.slice(0, FIRST_SHOWN)).map((book) => (
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
                ))}
              </ul>
              {list.length > FIRST_SHOWN ? (
                <button
                  type="button"
                  className={buttonClass('outline', styles.more)}
                  aria-expanded={all}
                  onClick={() => setAll(!all)}
                >
                  {all
                    ? t('forms.book.showFewer')
                    : t('forms.book.showAll', { total: list.length })}
                </button>
              ) : null}
            </>
          )}
        </QueryList>
      </ListSection>
      <FormSection id={FORM_ID} title={t('forms.book.title')} lead={t('forms.book.lead')}>
        <BookForm chosen={chosen} />
      </FormSection>
    </div>
  )
}

function BooksSkeleton() {
  return (
    <ul role="list" className={styles.books} aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className={styles.book}>
          <Skeleton height="auto" style={{ aspectRatio: '24 / 34' }} radius={8} />
        </li>
      ))}
    </ul>
  )
}
