import { useState } from 'react'
import { Button, Space, type TableColumnsType } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { OperatorInfo } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useMe } from '../../../lib/operator.ts'
import { useOperators } from '../api/operators.ts'
import { CreateOperatorModal } from '../components/CreateOperatorModal.tsx'
import { OperatorActions, OperatorRoleSelect, OperatorStatus } from '../components/OperatorCells.tsx'
import { ResetPasswordModal } from '../components/ResetPasswordModal.tsx'
import { ResetTotpButton } from '../components/ResetTotpButton.tsx'
import { useT } from '../../../lib/i18n.ts'

export function OperatorsPage() {
  const operators = useOperators()
  const myId = useMe().data?.id
  const [creating, setCreating] = useState(false)
  const [resetting, setResetting] = useState<OperatorInfo | null>(null)
  const t = useT()

  const columns: TableColumnsType<OperatorInfo> = [
    { title: t('operators.username'), dataIndex: 'username' },
    {
      title: t('operators.role'),
      key: 'role',
      render: (_, operator) => <OperatorRoleSelect operator={operator} self={operator.id === myId} />,
    },
    {
      title: t('operators.status'),
      key: 'status',
      render: (_, operator) => <OperatorStatus operator={operator} />,
    },
    { title: t('operators.created_'), dataIndex: 'createdAt', render: renderTime },
    {
      title: t('operators.actions'),
      key: 'actions',
      render: (_, operator) => (
        <Space wrap>
          <OperatorActions operator={operator} self={operator.id === myId} onResetPassword={setResetting} />
          {operator.id === myId ? null : <ResetTotpButton operator={operator} />}
        </Space>
      ),
    },
  ]

  return (
    <>
      <PageHeading
        title={t('operators.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('operators.add')}
          </Button>
        }
      />
      <DataTable<OperatorInfo>
        label={t('operators.title')}
        rowKey="id"
        columns={columns}
        dataSource={operators.data}
        loading={operators.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
      <CreateOperatorModal open={creating} onClose={() => setCreating(false)} />
      <ResetPasswordModal operator={resetting} onClose={() => setResetting(null)} />
    </>
  )
}
