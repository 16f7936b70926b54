// Questions and answers of one or more FAQ categories: a tab per category (titled by the
// category), its questions in an accordion, ten at a time with "show more" for the next page.
import { useInfiniteQuery, useQueries } from '@tanstack/react-query'
import { questionCategoryQuery, questionsQuery } from '@/api/education'
import { Accordion } from '@/blocks/Accordion'
import { buttonClass } from '@/blocks/buttonClass'
import { RichText } from '@/blocks/RichText'
import { SkeletonText } from '@/blocks/Skeleton'
import { Tabs } from '@/blocks/Tabs'
import { useT } from '@/i18n/LangContext'
import styles from './Education.module.css'
import { useWarnOnError } from '@/lib/useWarnOnError'

export function FaqSection({ categories }: { categories: readonly number[] }) {
  const { t, lang } = useT()
  const titles = useQueries({
    queries: categories.map((id) => questionCategoryQuery(lang, id)),
    combine: (results) => ({
      pending: results.some((q) => q.isPending),
      error: results.find((q) => q.error)?.error ?? null,
      loaded: results.flatMap((q) => (q.data ? [q.data] : [])),
    }),
  })
  useWarnOnError(titles.error, 'A FAQ category')

  const { loaded } = titles
  if (!titles.pending && loaded.length === 0) return null
  return (
    <section className={styles.group} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.groupTitle}>
        {t('education.faq.title')}
      </h2>
      {titles.pending ? (
        <div aria-busy="true" className={styles.faqSkeleton}>
          <SkeletonText lines={4} />
        </div>
      ) : loaded.length === 1 && loaded[0] ? (
        <QuestionList category={loaded[0].id} />
      ) : (
        <Tabs
          label={t('education.faq.categories')}
          tabs={loaded.map((category) => ({
            id: String(category.id),
            label: category.title,
            render: () => <QuestionList category={category.id} />,
          }))}
        />
      )}
    </section>
  )
}

function QuestionList({ category }: { category: number }) {
  const { t, lang } = useT()
  const questions = useInfiniteQuery(questionsQuery(lang, category))
  useWarnOnError(questions.error, 'FAQ questions')

  if (questions.isError) return null
  if (!questions.data) {
    return (
      <div aria-busy="true" className={styles.faqSkeleton}>
        <SkeletonText lines={5} />
      </div>
    )
  }
  const items = questions.data.pages.flatMap((page) => page.data)
  return (
    <div className={styles.faq}>
      <Accordion
        items={items.map((question, index) => ({
          id: question.id ?? `${category}-${index}`,
          title: question.question,
          content: <RichText html={question.answer} />,
        }))}
      />
      {questions.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('outline', styles.more)}
          onClick={() => void questions.fetchNextPage()}
          disabled={questions.isFetchingNextPage}
        >
          {t('education.faq.more')}
        </button>
      ) : null}
    </div>
  )
}
