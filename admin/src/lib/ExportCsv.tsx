import { useState } from 'react'
import { Button, Flex, Input, Typography } from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import { dayRange, localDay, type DayRange } from './date-range.ts'
import { useT } from './i18n.ts'

interface ExportCsvProps {
  /** What is exported, for the controls' names ("withdrawals"). */
  what: string
  /** The export's address for a range: the browser downloads it as the server writes it. */
  urlFor: (range: DayRange) => string
}

/**
 * "Export CSV" with the days it covers (the last seven by default). A plain link: the server streams
 * the file and the browser saves it as it comes, with the console's session cookie.
 */
export function ExportCsv({ what, urlFor }: ExportCsvProps) {
  const t = useT()
  const [first, setFirst] = useState(() => localDay(6))
  const [last, setLast] = useState(() => localDay(0))
  const range = dayRange(first, last)
  const problem = 'problem' in range ? range.problem : null
  return (
    <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
      {/* Said on screen, as a queue page also has the days of its search. */}
      <Typography.Text type="secondary">{t('export.daysLabel')}</Typography.Text>
      <Input
        type="date"
        aria-label={t('export.firstDay', { what })}
        value={first}
        max={last}
        onChange={(event) => setFirst(event.target.value)}
        style={{ width: 150 }}
      />
      <Typography.Text aria-hidden>–</Typography.Text>
      <Input
        type="date"
        aria-label={t('export.lastDay', { what })}
        value={last}
        min={first}
        onChange={(event) => setLast(event.target.value)}
        style={{ width: 150 }}
      />
      <Button
        icon={<DownloadOutlined />}
        href={'problem' in range ? undefined : urlFor(range)}
        download
        disabled={problem !== null}
        aria-label={t('export.buttonOf', { what })}
      >
        {t('export.button')}
      </Button>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  )
}
