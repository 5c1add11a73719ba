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

export function OperatorsPage() {
  const operators = useOperators()
  const myId = useMe().data?.id
  const [creating, setCreating] = useState(false)
  const [resetting, setResetting] = useState<OperatorInfo | null>(null)

  const columns: TableColumnsType<OperatorInfo> = [
    { title: 'Username', dataIndex: 'username' },
    {
      title: 'Role',
      key: 'role',
      render: (_, operator) => <OperatorRoleSelect operator={operator} self={operator.id === myId} />,
    },
    { title: 'Status', key: 'status', render: (_, operator) => <OperatorStatus operator={operator} /> },
    { title: 'Created', dataIndex: 'createdAt', render: renderTime },
    {
      title: 'Actions',
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
        title="Operators"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Add operator
          </Button>
        }
      />
      <DataTable<OperatorInfo>
        label="Operators"
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
