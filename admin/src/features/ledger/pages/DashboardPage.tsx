import { Alert, Button, Flex, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { formatUnixSeconds } from '@app/contracts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useDashboard } from '../api/dashboard.ts'
import { MoneyMoved } from '../components/MoneyMoved.tsx'
import { QueueCards } from '../components/QueueCards.tsx'

/** The console's landing page: what waits for operators, and the day's and the week's money. */
export function DashboardPage() {
  const dashboard = useDashboard()
  const board = dashboard.data
  return (
    <>
      <PageHeading
        title="Dashboard"
        extra={
          <Flex align="center" gap={12}>
            {board && (
              <Typography.Text type="secondary" data-testid="dashboard-as-of">
                {`Figures as of ${formatUnixSeconds(board.now)}`}
              </Typography.Text>
            )}
            <Button
              icon={<ReloadOutlined />}
              loading={dashboard.isFetching}
              onClick={() => void dashboard.refetch()}
            >
              Refresh
            </Button>
          </Flex>
        }
      />
      {dashboard.isPending && <PageSpinner />}
      {dashboard.isError && !board && (
        <Alert type="error" showIcon title="The dashboard could not be loaded. Try Refresh." />
      )}
      {board && (
        <>
          <QueueCards board={board} />
          {board.today && board.week && <MoneyMoved today={board.today} week={board.week} />}
        </>
      )}
    </>
  )
}
