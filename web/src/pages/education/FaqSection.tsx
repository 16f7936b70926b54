// Questions and answers of one or more FAQ categories: a tab per category (titled by the
// category), its questions in an accordion, ten at a time with "show more" for the next page.
import { useInfiniteQuery, useQueries } from '@tanstack/react-query'
import { questionCategoryQuery, questionsQuery } from '@/api/education'
import { Accordion } from '@/blocks/Accordion'
import { buttonClass } from '@/blocks/buttonClass'
import { allOf } from '@/blocks/listQuery'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { RichText } from '@/blocks/RichText'
import { SkeletonText } from '@/blocks/Skeleton'
import { Tabs } from '@/blocks/Tabs'
import { useT } from '@/i18n/LangContext'
import styles from './Education.module.css'
import { useWarnOnError } from '@/lib/useWarnOnError'

export function FaqSection({ categories }: { categories: readonly number[] }) {
  const { t, lang } = useT()
  const results = useQueries({
    queries: categories.map((id) => questionCategoryQuery(lang, id)),
  })
  const titles = allOf(results, (...loaded) => loaded)
  useWarnOnError(results.find((q) => q.error)?.error, 'A FAQ category')

  if (titles.data?.length === 0) return null
  return (
    <ListSection title={t('education.faq.title')}>
      <QueryList query={titles} skeleton={<FaqSkeleton lines={4} />}>
        {(loaded) =>
          loaded.length === 1 && loaded[0] ? (
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
          )
        }
      </QueryList>
    </ListSection>
  )
}

function FaqSkeleton({ lines }: { lines: number }) {
  return (
    <div aria-busy="true" className={styles.faqSkeleton}>
      <SkeletonText lines={lines} />
    </div>
  )
}

function QuestionList({ category }: { category: number }) {
  const { t, lang } = useT()
  const questions = useInfiniteQuery(questionsQuery(lang, category))
  useWarnOnError(questions.error, 'FAQ questions')
  const list = { ...questions, data: questions.data?.pages.flatMap((page) => page.data) }

  return (
    <QueryList query={list} skeleton={<FaqSkeleton lines={5} />}>
      {(items) => (
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
      )}
    </QueryList>
  )
}
