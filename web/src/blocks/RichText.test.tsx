import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '@/test/render'
import { serverHtml } from '@/test/safeHtml'
import { RichText } from './RichText'

describe('RichText', () => {
  it("renders the server's sanitized HTML with its structure", () => {
    renderInApp(
      <RichText
        html={serverHtml('<h2>Admission</h2><ul><li>Apply online</li><li>Pass the test</li></ul>')}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Admission' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Apply online',
      'Pass the test',
    ])
  })

  it('follows a link to a page of the site in the current language, without a reload', async () => {
    const app = renderInApp(
      <RichText html={serverHtml('<p>See <a href="/news">the news</a>.</p>')} />,
      { lang: 'ru', path: '/ru/about' },
    )
    await userEvent.click(screen.getByRole('link', { name: 'the news' }))
    expect(app.location().pathname).toBe('/ru/news')
  })

  it('renders nothing for an empty text', () => {
    const { container } = renderInApp(<RichText html={serverHtml('')} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('takes only SafeHtml: a plain string does not type-check', () => {
    // @ts-expect-error a string is not the server's sanitized HTML
    const element = <RichText html="<p>unchecked</p>" />
    expect(element.props.html).toBe('<p>unchecked</p>')
  })
})
