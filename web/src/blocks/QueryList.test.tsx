import { useQuery } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { en } from '@/i18n/en'
import { kz } from '@/i18n/kz'
import { renderInApp } from '@/test/render'
import { allOf } from './listQuery'
import { QueryList } from './QueryList'

/** A list whose answers the test decides: each call takes the next one. */
function Fruits({ answers, empty }: { answers: (string[] | Error)[]; empty?: string }) {
  const query = useQuery({
    queryKey: ['fruits'],
    queryFn: async () => {
      const answer = answers.shift()
      if (!answer) return new Promise<string[]>(() => {})
      if (answer instanceof Error) throw answer
      return answer
    },
  })
  return (
    <QueryList query={query} skeleton={<p>grey cards</p>} empty={empty}>
      {(fruits) => (
        <ul>
          {fruits.map((fruit) => (
            <li key={fruit}>{fruit}</li>
          ))}
        </ul>
      )}
    </QueryList>
  )
}

describe('QueryList', () => {
  it('stands a skeleton where the list will be while it loads', () => {
    renderInApp(<Fruits answers={[]} />)
    expect(screen.getByText('grey cards')).toBeInTheDocument()
  })

  it('shows the items once they are there', async () => {
    renderInApp(<Fruits answers={[['apple', 'pear']]} />)
    expect(await screen.findAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByText('grey cards')).not.toBeInTheDocument()
  })

  it('says a failed list failed, in the page language, and Retry loads it', async () => {
    renderInApp(<Fruits answers={[new Error('503'), ['apple']]} />, { lang: 'en' })
    expect(await screen.findByText(en.common.listError)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: en.common.retry }))
    expect(await screen.findByRole('listitem')).toHaveTextContent('apple')
    expect(screen.queryByText(en.common.listError)).not.toBeInTheDocument()
  })

  it('fails in Kazakh on a Kazakh page', async () => {
    renderInApp(<Fruits answers={[new Error('offline')]} />)
    expect(await screen.findByRole('button', { name: kz.common.retry })).toBeEnabled()
    expect(screen.getByText(kz.common.listError)).toBeInTheDocument()
  })

  it('says what an empty list is, or shows nothing when the caller gives no text', async () => {
    const { unmount } = renderInApp(<Fruits answers={[[]]} empty="No fruit this season" />)
    expect(await screen.findByText('No fruit this season')).toBeInTheDocument()
    unmount()
    const { container } = renderInApp(<Fruits answers={[[]]} />)
    await waitFor(() => expect(screen.queryByText('grey cards')).not.toBeInTheDocument())
    expect(container).toBeEmptyDOMElement()
  })
})

describe('allOf', () => {
  const query = <T,>(data: T | undefined, isError = false) => ({
    data,
    isError,
    isFetching: false,
    refetch: () => {
      refetched.push(data)
    },
  })
  const refetched: unknown[] = []

  it('has data once every query answered, and fails when one failed', () => {
    expect(allOf([query([1]), query(['a'])], (n, s) => [...n, ...s]).data).toEqual([1, 'a'])
    expect(allOf([query([1]), query<string[]>(undefined)], (n, s) => [...n, ...s]).data).toBe(
      undefined,
    )
    const failed = allOf([query([1]), query<string[]>(undefined, true)], (n, s) => [...n, ...s])
    expect(failed.isError).toBe(true)
    void failed.refetch()
    expect(refetched).toEqual([undefined])
  })
})
