// The document lists of the governance pages (fixed list ids of the spec), in the text column
// under the block that introduces them.
import { DocumentList } from '@/blocks/DocumentList'
import { useT } from '@/i18n/LangContext'
import styles from './About.module.css'

const FINANCIAL_STATEMENTS = 175
const COUNCIL_DECISIONS = 176
const FOUNDING_DOCUMENTS = 177
const COUNCIL_MEMBERSHIP = 178
const COUNCIL_PLANS = 179
const INTERNATIONAL_REGULATIONS = 180

export function CouncilDocuments() {
  const { t } = useT()
  return (
    <div className={`${styles.column} ${styles.stack}`}>
      <DocumentList listId={COUNCIL_PLANS} title={t('about.council.plans')} headingLevel={3} />
      <DocumentList
        listId={COUNCIL_DECISIONS}
        title={t('about.council.decisions')}
        headingLevel={3}
      />
      <DocumentList
        listId={COUNCIL_MEMBERSHIP}
        title={t('about.council.membership')}
        headingLevel={3}
      />
    </div>
  )
}

export function FinancialStatements() {
  return (
    <div className={styles.column}>
      <DocumentList listId={FINANCIAL_STATEMENTS} />
    </div>
  )
}

export function FoundingDocuments() {
  return (
    <div className={styles.column}>
      <DocumentList listId={FOUNDING_DOCUMENTS} />
    </div>
  )
}

export function InternationalRegulations() {
  return (
    <div className={styles.column}>
      <DocumentList listId={INTERNATIONAL_REGULATIONS} />
    </div>
  )
}
