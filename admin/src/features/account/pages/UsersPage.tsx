import { useState } from 'react'
import { Link } from 'react-router'
import { Button, Flex, Input, Tag, type TableColumnsType } from 'antd'
import type { OpsUserRow, UserSearchKey } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { Money } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useUsers } from '../api/users.ts'
import { FrozenTag } from '../components/UserBits.tsx'
import { UserDrawer } from '../components/UserDrawer.tsx'

const MATCHED_BY: Record<UserSearchKey, string> = {
  member: 'Member number',
  phone: 'Phone',
  code: 'Invitation code',
  nickname: 'Nickname',
}

export function UsersPage() {
  const [q, setQ] = useState('')
  const [openId, setOpenId] = useState<number | null>(null)
  const users = useUsers(q)
  const rows = users.data?.pages.flatMap((page) => page.items) ?? []

  const columns: TableColumnsType<OpsUserRow> = [
    { title: 'Member no.', dataIndex: 'id' },
    { title: 'Phone', dataIndex: 'phone' },
    { title: 'Nickname', dataIndex: 'nickname', render: (name: string) => name || '—' },
    { title: 'Invitation code', dataIndex: 'invitationCode' },
    { title: 'VIP', dataIndex: 'vipLevel' },
    { title: 'Status', dataIndex: 'frozen', render: (frozen: boolean) => <FrozenTag frozen={frozen} /> },
    { title: 'Balance', key: 'balance', render: (_, user) => <Money minor={user.balances.balance} /> },
    { title: 'Revenue', key: 'revenue', render: (_, user) => <Money minor={user.balances.revenue} /> },
    { title: 'Joined', dataIndex: 'createdAt', render: renderTime },
    ...(q
      ? [
          {
            title: 'Found by',
            dataIndex: 'matchedBy',
            render: (key: UserSearchKey | null) => (key ? <Tag>{MATCHED_BY[key]}</Tag> : '—'),
          },
        ]
      : []),
    {
      title: 'Details',
      key: 'open',
      render: (_, user) => (
        <Flex gap={8} wrap={false}>
          <Link to={`/users/${user.id}`} aria-label={`User page of ${user.phone}`}>
            Page
          </Link>
          <Button size="small" onClick={() => setOpenId(user.id)} aria-label={`Open user ${user.phone}`}>
            Open
          </Button>
        </Flex>
      ),
    },
  ]

  return (
    <>
      <PageHeading title="Users" />
      <Input.Search
        aria-label="Search users by phone, nickname, member number or invitation code"
        placeholder="Phone, nickname, member number or invitation code"
        allowClear
        enterButton="Search"
        maxLength={64}
        onSearch={(value) => setQ(value.trim())}
        style={{ maxWidth: 520, marginBottom: 16 }}
      />
      <DataTable<OpsUserRow>
        label="Users"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={users.isPending}
        pagination={false}
        locale={{ emptyText: q ? `No user matches “${q}”.` : 'No users yet.' }}
      />
      <LoadMore {...users} label="Load more users" />
      <UserDrawer userId={openId} onClose={() => setOpenId(null)} />
    </>
  )
}
