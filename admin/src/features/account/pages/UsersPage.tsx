import { useState } from 'react'
import { Button, Input, type TableColumnsType } from 'antd'
import type { OpsUserView } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useUsers } from '../api/users.ts'
import { FrozenTag } from '../components/UserBits.tsx'
import { UserDrawer } from '../components/UserDrawer.tsx'

export function UsersPage() {
  const [phone, setPhone] = useState('')
  const [openId, setOpenId] = useState<number | null>(null)
  const users = useUsers(phone)

  const columns: TableColumnsType<OpsUserView> = [
    { title: 'ID', dataIndex: 'id' },
    { title: 'Phone', dataIndex: 'phone' },
    { title: 'Nickname', dataIndex: 'nickname', render: (name: string) => name || '—' },
    { title: 'VIP', dataIndex: 'vipLevel' },
    { title: 'Status', dataIndex: 'frozen', render: (frozen: boolean) => <FrozenTag frozen={frozen} /> },
    { title: 'Balance', key: 'balance', render: (_, user) => <Money minor={user.balances.balance} /> },
    { title: 'Revenue', key: 'revenue', render: (_, user) => <Money minor={user.balances.revenue} /> },
    { title: 'Joined', dataIndex: 'createdAt', render: renderTime },
    {
      title: 'Details',
      key: 'open',
      render: (_, user) => (
        <Button size="small" onClick={() => setOpenId(user.id)} aria-label={`Open user ${user.phone}`}>
          Open
        </Button>
      ),
    },
  ]

  return (
    <>
      <PageHeading title="Users" />
      <Input.Search
        aria-label="Search users by phone"
        placeholder="Phone number or its first digits"
        inputMode="tel"
        allowClear
        enterButton="Search"
        onSearch={(value) => setPhone(value.replace(/[^0-9+]/g, ''))}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      <DataTable<OpsUserView>
        label="Users"
        rowKey="id"
        columns={columns}
        dataSource={users.data}
        loading={users.isPending}
        pagination={false}
        locale={{ emptyText: phone ? `No user's phone starts with ${phone}.` : 'No users yet.' }}
      />
      <UserDrawer userId={openId} onClose={() => setOpenId(null)} />
    </>
  )
}
