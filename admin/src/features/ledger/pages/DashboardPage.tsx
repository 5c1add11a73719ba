import { Alert, Button, Flex, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { formatDateTime } from '../../../lib/format.ts'
import { useLocale, useT } from '../../../lib/i18n.ts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useDashboard } from '../api/dashboard.ts'
import { MoneyMoved } from '../components/MoneyMoved.tsx'
import { QueueCards } from '../components/QueueCards.tsx'

/** The console's landing page: what waits for operators, and the day's and the week's money. */
export function DashboardPage() {
  const dashboard = useDashboard()
  const board = dashboard.data
  const t = useT()
  const locale = useLocale()
  return (
    <>
      <PageHeading
        title={t('dashboard.title')}
        extra={
          <Flex align="center" gap={12}>
            {board && (
              <Typography.Text type="secondary" data-testid="dashboard-as-of">
                {t('dashboard.asOf', { time: formatDateTime(board.now, locale) })}
              </Typography.Text>
            )}
            <Button
              icon={<ReloadOutlined />}
              loading={dashboard.isFetching}
              onClick={() => void dashboard.refetch()}
            >
              {t('dashboard.refresh')}
            </Button>
          </Flex>
        }
      />
      {dashboard.isPending && <PageSpinner />}
      {dashboard.isError && !board && <Alert type="error" showIcon title={t('dashboard.loadFailed')} />}
      {board && (
        <>
          <QueueCards board={board} />
          {board.today && board.week && <MoneyMoved today={board.today} week={board.week} />}
        </>
      )}
    </>
  )
}
