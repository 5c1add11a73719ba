import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button, Flex, Input, Tag, type TableColumnsType } from 'antd'
import type { OpsUserRow, UserSearchKey } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { Money } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useUsers } from '../api/users.ts'
import { FrozenTag } from '../components/UserBits.tsx'
import { UserDrawer } from '../components/UserDrawer.tsx'
import { useT } from '../../../lib/i18n.ts'

const MATCHED_BY: Record<UserSearchKey, string> = {
  member: 'user.memberNumber',
  phone: 'user.phone',
  code: 'user.invitationCode',
  nickname: 'user.nickname',
}

/**
 * Users found by the search in the address (`?q=`), so Back from a user's page shows the same
 * results; the pages already loaded come back from the query cache.
 */
export function UsersPage() {
  const [params, setParams] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  const [openId, setOpenId] = useState<number | null>(null)
  const users = useUsers(q)
  const rows = users.data?.pages.flatMap((page) => page.items) ?? []
  const t = useT()

  const columns: TableColumnsType<OpsUserRow> = [
    { title: t('user.memberNo'), dataIndex: 'id' },
    { title: t('user.phone'), dataIndex: 'phone' },
    { title: t('user.nickname'), dataIndex: 'nickname', render: (name: string) => name || '—' },
    { title: t('user.invitationCode'), dataIndex: 'invitationCode' },
    { title: t('users.vip'), dataIndex: 'vipLevel' },
    {
      title: t('user.status'),
      dataIndex: 'frozen',
      render: (frozen: boolean) => <FrozenTag frozen={frozen} />,
    },
    {
      title: t('user.balance'),
      key: 'balance',
      render: (_, user) => <Money minor={user.balances.balance} />,
    },
    {
      title: t('user.revenue'),
      key: 'revenue',
      render: (_, user) => <Money minor={user.balances.revenue} />,
    },
    { title: t('user.joined'), dataIndex: 'createdAt', render: renderTime },
    ...(q
      ? [
          {
            title: t('users.foundBy'),
            dataIndex: 'matchedBy',
            render: (key: UserSearchKey | null) => (key ? <Tag>{t(MATCHED_BY[key])}</Tag> : '—'),
          },
        ]
      : []),
    {
      title: t('users.details'),
      key: 'open',
      render: (_, user) => (
        <Flex gap={8} wrap={false}>
          <Link
            to={`/users/${user.id}`}
            state={{ back: `/users${q ? `?${new URLSearchParams({ q }).toString()}` : ''}` }}
            aria-label={t('users.pageOf', { phone: user.phone })}
          >
            {t('users.page')}
          </Link>
          <Button
            size="small"
            onClick={() => setOpenId(user.id)}
            aria-label={t('users.openUser', { phone: user.phone })}
          >
            {t('users.open')}
          </Button>
        </Flex>
      ),
    },
  ]

  return (
    <>
      <PageHeading title={t('users.title')} />
      <Input.Search
        key={q}
        defaultValue={q}
        aria-label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        allowClear
        enterButton={t('users.search')}
        maxLength={64}
        onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
        style={{ maxWidth: 520, marginBottom: 16 }}
      />
      <DataTable<OpsUserRow>
        label={t('users.title')}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={users.isPending}
        pagination={false}
        locale={{ emptyText: q ? t('users.noMatch', { q }) : t('users.none') }}
      />
      <LoadMore {...users} label={t('users.loadMore')} />
      <UserDrawer userId={openId} onClose={() => setOpenId(null)} />
    </>
  )
}
