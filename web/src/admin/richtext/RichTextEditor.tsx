// The rich-text editor of one language of a rich_text field (Tiptap), loaded as its own chunk the
// first time a form needs it. Its toolbar is one tab stop (arrow keys move inside it, as the ARIA
// toolbar pattern says); Tiptap's CSS ships as a file (injectCSS: false) for the site's CSP.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useT } from '@/i18n/LangContext'
import type { Lang } from '@/i18n/lang'
import { usePickMedia } from '../media/pickerContext'
import { isAllowedHref, siteExtensions } from './extensions'
import './prosemirror.css'
import styles from './RichText.module.css'
import { ToolIcon } from './ToolIcon'

export interface RichTextEditorProps {
  id: string
  value: string
  onChange: (html: string) => void
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  missing?: boolean
  /** The field and language, naming the toolbar ("Text, Russian: formatting"). */
  name: string
  /** The language of the text (an image's alternative text is taken in it). */
  lang?: Lang
}

export default function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  missing,
  name,
  lang = 'kz',
}: RichTextEditorProps) {
  const emitted = useRef(value)
  const change = useRef(onChange)
  useEffect(() => {
    change.current = onChange
  }, [onChange])

  const editor = useEditor({
    extensions: siteExtensions,
    content: value,
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor }) => {
      const html = editor.isEmpty ? '' : editor.getHTML()
      emitted.current = html
      change.current(html)
    },
  })

  // Attributes that make the editable area a named, described text box for assistive technology.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelledBy,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(missing ? { 'data-missing': 'true' } : {}),
          class: styles.content!,
        },
      },
    })
  }, [editor, id, labelledBy, describedBy, invalid, missing])

  // A value from outside (a reload, a restored revision) replaces the text without an update.
  useEffect(() => {
    if (value === emitted.current) return
    emitted.current = value
    editor.commands.setContent(value || '', { emitUpdate: false })
  }, [editor, value])

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <Toolbar editor={editor} name={name} lang={lang} />
      <EditorContent editor={editor} />
    </div>
  )
}

function Toolbar({ editor, name, lang }: { editor: Editor; name: string; lang: Lang }) {
  const { t } = useT()
  const id = useId()
  const [linking, setLinking] = useState(false)
  const pick = usePickMedia()
  const bar = useRef<HTMLDivElement>(null)
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      paragraph: editor.isActive('paragraph'),
      h2: editor.isActive('heading', { level: 2 }),
      h3: editor.isActive('heading', { level: 3 }),
      h4: editor.isActive('heading', { level: 4 }),
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      link: editor.isActive('link'),
      bullet: editor.isActive('bulletList'),
      ordered: editor.isActive('orderedList'),
      quote: editor.isActive('blockquote'),
      table: editor.isActive('table'),
      canUndo: editor.can().undo(),
      canRedo: editor.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()

  // One tab stop: arrows, Home and End move between the toolbar's controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End']
    if (!keys.includes(event.key) || !bar.current) return
    const items = [...bar.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')]
    const at = items.indexOf(document.activeElement as HTMLButtonElement)
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (at + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length
    event.preventDefault()
    for (const item of items) item.tabIndex = -1
    items[next]!.tabIndex = 0
    items[next]!.focus()
  }
  // The first enabled control is the tab stop until the arrows move it.
  useEffect(() => {
    const items = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    if (items.some((item) => item.tabIndex === 0 && !item.disabled)) return
    items.forEach((item, i) => (item.tabIndex = i === 0 ? 0 : -1))
  })

  const button = (
    name: string,
    text: ReactNode,
    action: () => void,
    pressed?: boolean,
    disabled?: boolean,
  ) => (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={pressed}
      disabled={disabled}
      tabIndex={-1}
      onClick={action}
      title={name}
    >
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{name}</span>
    </button>
  )

  return (
    <>
      <div
        ref={bar}
        role="toolbar"
        aria-label={t('admin.richtext.toolbar', { label: name })}
        className={styles.toolbar}
        onKeyDown={onKeyDown}
      >
        {button(
          t('admin.richtext.paragraph'),
          '¶',
          () => chain().setParagraph().run(),
          state.paragraph,
        )}
        {button(
          t('admin.richtext.heading2'),
          'H2',
          () => chain().toggleHeading({ level: 2 }).run(),
          state.h2,
        )}
        {button(
          t('admin.richtext.heading3'),
          'H3',
          () => chain().toggleHeading({ level: 3 }).run(),
          state.h3,
        )}
        {button(
          t('admin.richtext.heading4'),
          'H4',
          () => chain().toggleHeading({ level: 4 }).run(),
          state.h4,
        )}
        <span className={styles.separator} aria-hidden="true" />
        {button(t('admin.richtext.bold'), <b>B</b>, () => chain().toggleBold().run(), state.bold)}
        {button(
          t('admin.richtext.italic'),
          <i>I</i>,
          () => chain().toggleItalic().run(),
          state.italic,
        )}
        {button(
          t('admin.richtext.link'),
          <ToolIcon name="link" />,
          () => setLinking((open) => !open),
          state.link,
        )}
        <span className={styles.separator} aria-hidden="true" />
        {button(
          t('admin.richtext.bulletList'),
          <ToolIcon name="bullets" />,
          () => chain().toggleBulletList().run(),
          state.bullet,
        )}
        {button(
          t('admin.richtext.orderedList'),
          <ToolIcon name="numbers" />,
          () => chain().toggleOrderedList().run(),
          state.ordered,
        )}
        {button(
          t('admin.richtext.quote'),
          <ToolIcon name="quote" />,
          () => chain().toggleBlockquote().run(),
          state.quote,
        )}
        {button(t('admin.richtext.image'), <ToolIcon name="image" />, () =>
          pick('image', (media) =>
            chain()
              .setImage({ src: media.url, alt: media.alt[lang] || media.alt.kz })
              .run(),
          ),
        )}
        {button(t('admin.richtext.table'), <ToolIcon name="table" />, () =>
          chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
        )}
        {state.table ? (
          <>
            {button(t('admin.richtext.addRow'), <ToolIcon name="rowAdd" />, () =>
              chain().addRowAfter().run(),
            )}
            {button(t('admin.richtext.addColumn'), <ToolIcon name="columnAdd" />, () =>
              chain().addColumnAfter().run(),
            )}
            {button(t('admin.richtext.deleteRow'), <ToolIcon name="rowDelete" />, () =>
              chain().deleteRow().run(),
            )}
            {button(t('admin.richtext.deleteColumn'), <ToolIcon name="columnDelete" />, () =>
              chain().deleteColumn().run(),
            )}
            {button(t('admin.richtext.deleteTable'), <ToolIcon name="tableDelete" />, () =>
              chain().deleteTable().run(),
            )}
          </>
        ) : null}
        <span className={styles.separator} aria-hidden="true" />
        {button(
          t('admin.richtext.undo'),
          <ToolIcon name="undo" />,
          () => chain().undo().run(),
          undefined,
          !state.canUndo,
        )}
        {button(
          t('admin.richtext.redo'),
          <ToolIcon name="redo" />,
          () => chain().redo().run(),
          undefined,
          !state.canRedo,
        )}
      </div>
      {linking ? (
        <LinkForm
          id={id}
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            if (href) chain().extendMarkRange('link').setLink({ href }).run()
            else chain().extendMarkRange('link').unsetLink().run()
            setLinking(false)
          }}
          onCancel={() => {
            setLinking(false)
            editor.commands.focus()
          }}
        />
      ) : null}
    </>
  )
}

/** The address of a link, typed in place (not a prompt) and checked as the server will. */
function LinkForm({
  id,
  initial,
  onApply,
  onCancel,
}: {
  id: string
  initial: string
  onApply: (href: string) => void
  onCancel: () => void
}) {
  const { t } = useT()
  const [href, setHref] = useState(initial)
  const [invalid, setInvalid] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const apply = () => {
    const url = href.trim()
    if (url && !isAllowedHref(url)) return setInvalid(true)
    onApply(url)
  }
  return (
    <div className={styles.linkForm}>
      <label htmlFor={`${id}-href`}>{t('admin.richtext.linkUrl')}</label>
      <input
        ref={input}
        id={`${id}-href`}
        value={href}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-href-error` : undefined}
        onChange={(e) => {
          setHref(e.target.value)
          setInvalid(false)
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            apply()
          }
          if (e.key === 'Escape') {
            e.preventDefault()
            onCancel()
          }
        }}
      />
      <button type="button" onClick={apply}>
        {t('admin.richtext.linkApply')}
      </button>
      {initial ? (
        <button type="button" onClick={() => onApply('')}>
          {t('admin.richtext.linkRemove')}
        </button>
      ) : null}
      <button type="button" onClick={onCancel}>
        {t('admin.edit.cancel')}
      </button>
      {invalid ? (
        <p id={`${id}-href-error`} className={styles.linkError}>
          {t('admin.richtext.linkInvalid')}
        </p>
      ) : null}
    </div>
  )
}
